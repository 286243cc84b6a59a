import { createZodDto } from 'nestjs-zod/dto';
import { ssoDetailsQuery } from '@wellway/contracts';

export class SsoDetailsQueryDto extends createZodDto(ssoDetailsQuery) {}
