import { createZodDto } from 'nestjs-zod/dto';
import { reportRowCount, reportRun, runReportBody, runReportQuery } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class RunReportBodyDto extends createZodDto(runReportBody) {}
export class RunReportQueryDto extends createZodDto(runReportQuery) {}

export class ReportRunAnswer extends answer(reportRun) {}
export class ReportRowCountAnswer extends answer(reportRowCount) {}
