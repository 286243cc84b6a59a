import { createZodDto } from 'nestjs-zod/dto';
import { announcement, announcementsQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class AnnouncementsQueryDto extends createZodDto(announcementsQuery) {}

export class AnnouncementsAnswer extends answer(z.array(announcement)) {}
