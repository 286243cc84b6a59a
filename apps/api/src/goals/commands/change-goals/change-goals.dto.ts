import { createZodDto } from 'nestjs-zod/dto';
import { createGoalBody, emailContentBody, emailSent, goal, goalDeleted, goalStatusBody, updateGoalBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class CreateGoalBodyDto extends createZodDto(createGoalBody) {}
export class UpdateGoalBodyDto extends createZodDto(updateGoalBody) {}
export class GoalStatusBodyDto extends createZodDto(goalStatusBody) {}
export class EmailContentBodyDto extends createZodDto(emailContentBody) {}

export class GoalAnswer extends answer(goal) {}
export class GoalDeletedAnswer extends answer(goalDeleted) {}
export class EmailSentAnswer extends answer(emailSent) {}
