import { createZodDto } from 'nestjs-zod/dto';
import { forgotPasswordBody } from '@wellway/contracts';

export class ForgotPasswordBodyDto extends createZodDto(forgotPasswordBody) {}
