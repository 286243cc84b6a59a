import { createZodDto } from 'nestjs-zod/dto';
import { registerBody } from '@wellway/contracts';

export class RegisterBodyDto extends createZodDto(registerBody) {}
