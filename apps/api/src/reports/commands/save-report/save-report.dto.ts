import { createZodDto } from 'nestjs-zod/dto';
import { report, reportDeleted, saveReportBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SaveReportBodyDto extends createZodDto(saveReportBody) {}

export class ReportSavedAnswer extends answer(report) {}
export class ReportDeletedAnswer extends answer(reportDeleted) {}
