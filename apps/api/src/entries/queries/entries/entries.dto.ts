import { createZodDto } from 'nestjs-zod/dto';
import { chartDay, entry, entryChartQuery, entryWeek, entryWeeksQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class EntryChartQueryDto extends createZodDto(entryChartQuery) {}
export class EntryWeeksQueryDto extends createZodDto(entryWeeksQuery) {}

export class ChartAnswer extends answer(z.array(chartDay)) {}
export class EntryShownAnswer extends answer(entry) {}
export class EntryWeeksAnswer extends answer(z.array(entryWeek)) {}
