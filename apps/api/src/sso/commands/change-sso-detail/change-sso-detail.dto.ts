import { createZodDto } from 'nestjs-zod/dto';
import { ssoDetailBody } from '@wellway/contracts';

export class SsoDetailBodyDto extends createZodDto(ssoDetailBody) {}
