import { createZodDto } from 'nestjs-zod/dto';
import { ssoDetail, ssoDetailsQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class SsoDetailsQueryDto extends createZodDto(ssoDetailsQuery) {}

export class SsoDetailsAnswer extends answer(z.array(ssoDetail)) {}
export class SsoDetailShownAnswer extends answer(ssoDetail) {}
