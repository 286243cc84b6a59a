import { createZodDto } from 'nestjs-zod/dto';
import { verifyResetBody } from '@wellway/contracts';

export class VerifyResetBodyDto extends createZodDto(verifyResetBody) {}
