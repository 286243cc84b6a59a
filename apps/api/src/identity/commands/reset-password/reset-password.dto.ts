import { createZodDto } from 'nestjs-zod/dto';
import { passwordResetDone, resetPasswordBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class ResetPasswordBodyDto extends createZodDto(resetPasswordBody) {}

export class PasswordResetAnswer extends answer(passwordResetDone) {}
