import { createZodDto } from 'nestjs-zod/dto';
import { z } from 'zod';
import { siteEvaluation, siteEvaluationsQuery } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SiteEvaluationsQueryDto extends createZodDto(siteEvaluationsQuery) {}
export class SiteEvaluationAnswer extends answer(siteEvaluation) {}
export class SiteEvaluationsAnswer extends answer(z.array(siteEvaluation)) {}
