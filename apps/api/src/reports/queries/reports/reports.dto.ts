import { createZodDto } from 'nestjs-zod/dto';
import { report, reportField, reportFieldsQuery, reportsQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class ReportsQueryDto extends createZodDto(reportsQuery) {}
export class ReportFieldsQueryDto extends createZodDto(reportFieldsQuery) {}

export class ReportsAnswer extends answer(z.array(report)) {}
export class ReportFieldsAnswer extends answer(z.array(reportField)) {}
