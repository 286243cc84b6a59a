import { createZodDto } from 'nestjs-zod/dto';
import { ssoDetail, ssoDetailBody, ssoDetailDeleted } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SsoDetailBodyDto extends createZodDto(ssoDetailBody) {}

export class SsoDetailAnswer extends answer(ssoDetail) {}
export class SsoDetailDeletedAnswer extends answer(ssoDetailDeleted) {}
