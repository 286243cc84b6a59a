import { createZodDto } from 'nestjs-zod/dto';
import { validateUserBody } from '@wellway/contracts';

export class ValidateUserBodyDto extends createZodDto(validateUserBody) {}
