import { createZodDto } from 'nestjs-zod/dto';
import { siteEvaluation, siteEvaluationBody, siteEvaluationDeleted } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SiteEvaluationBodyDto extends createZodDto(siteEvaluationBody) {}
export class SiteEvaluationSavedAnswer extends answer(siteEvaluation) {}
export class SiteEvaluationDeletedAnswer extends answer(siteEvaluationDeleted) {}
