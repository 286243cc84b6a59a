import { createZodDto } from 'nestjs-zod/dto';
import { userEvaluationAnswers, userEvaluationAnswersBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class UserEvaluationAnswersBodyDto extends createZodDto(userEvaluationAnswersBody) {}
export class UserEvaluationAnswersAnswer extends answer(userEvaluationAnswers) {}
