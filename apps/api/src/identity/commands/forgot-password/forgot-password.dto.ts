import { createZodDto } from 'nestjs-zod/dto';
import { forgotPasswordBody, resetLinkSent } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class ForgotPasswordBodyDto extends createZodDto(forgotPasswordBody) {}

export class ResetLinkSentAnswer extends answer(resetLinkSent) {}
