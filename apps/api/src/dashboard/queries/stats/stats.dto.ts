import { createZodDto } from 'nestjs-zod/dto';
import { coordinatorStats, coordinatorStatsQuery } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class CoordinatorStatsQueryDto extends createZodDto(coordinatorStatsQuery.omit({ site_id: true })) {}
export class CoordinatorStatsAnswer extends answer(coordinatorStats) {}
