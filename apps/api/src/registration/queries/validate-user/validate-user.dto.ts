import { createZodDto } from 'nestjs-zod/dto';
import { emailChecked, validateUserBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class ValidateUserBodyDto extends createZodDto(validateUserBody) {}

export class EmailCheckedAnswer extends answer(emailChecked) {}
