import { createZodDto } from 'nestjs-zod/dto';
import { entryChartQuery, entryWeeksQuery } from '@wellway/contracts';

export class EntryChartQueryDto extends createZodDto(entryChartQuery) {}
export class EntryWeeksQueryDto extends createZodDto(entryWeeksQuery) {}
