import { createZodDto } from 'nestjs-zod/dto';
import { statsQuery, userStats } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class StatsQueryDto extends createZodDto(statsQuery) {}

export class UserStatsAnswer extends answer(userStats) {}
