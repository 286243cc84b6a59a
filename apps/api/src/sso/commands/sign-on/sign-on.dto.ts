import { createZodDto } from 'nestjs-zod/dto';
import { ssoSignOnBody, ssoSignOnQuery, ssoSignedOn } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SsoSignOnBodyDto extends createZodDto(ssoSignOnBody) {}
export class SsoSignOnQueryDto extends createZodDto(ssoSignOnQuery) {}

export class SignedOnAnswer extends answer(ssoSignedOn) {}
