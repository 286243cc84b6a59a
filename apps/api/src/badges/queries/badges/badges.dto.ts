import { createZodDto } from 'nestjs-zod/dto';
import { badge, badgesQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class BadgesQueryDto extends createZodDto(badgesQuery) {}

export class BadgesAnswer extends answer(z.array(badge)) {}
export class BadgeAnswer extends answer(badge) {}
