import { createZodDto } from 'nestjs-zod/dto';
import { listedUser, participantsQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class ParticipantsQueryDto extends createZodDto(participantsQuery.omit({ site_id: true })) {}
export class ParticipantsAnswer extends answer(z.array(listedUser)) {}
