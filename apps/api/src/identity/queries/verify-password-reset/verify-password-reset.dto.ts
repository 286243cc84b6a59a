import { createZodDto } from 'nestjs-zod/dto';
import { passwordResetCheck, verifyResetBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class VerifyResetBodyDto extends createZodDto(verifyResetBody) {}

export class PasswordResetCheckAnswer extends answer(passwordResetCheck) {}
