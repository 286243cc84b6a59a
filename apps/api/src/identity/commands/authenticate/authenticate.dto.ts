import { createZodDto } from 'nestjs-zod/dto';
import { authenticateBody, authenticateQuery } from '@wellway/contracts';

export class AuthenticateBodyDto extends createZodDto(authenticateBody) {}
export class AuthenticateQueryDto extends createZodDto(authenticateQuery) {}
