import { createZodDto } from 'nestjs-zod/dto';
import { resetPasswordBody } from '@wellway/contracts';

export class ResetPasswordBodyDto extends createZodDto(resetPasswordBody) {}
