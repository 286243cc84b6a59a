import { createZodDto } from 'nestjs-zod/dto';
import { statsQuery } from '@wellway/contracts';

export class StatsQueryDto extends createZodDto(statsQuery) {}
