import { createZodDto } from 'nestjs-zod/dto';
import { ssoSignOnBody, ssoSignOnQuery } from '@wellway/contracts';

export class SsoSignOnBodyDto extends createZodDto(ssoSignOnBody) {}
export class SsoSignOnQueryDto extends createZodDto(ssoSignOnQuery) {}
