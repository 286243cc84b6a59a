import { createZodDto } from 'nestjs-zod/dto';
import { unsubscribeBody, unsubscribed, unsubscribeQuery } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class UnsubscribeBodyDto extends createZodDto(unsubscribeBody) {}
export class UnsubscribeQueryDto extends createZodDto(unsubscribeQuery) {}

export class UnsubscribedAnswer extends answer(unsubscribed) {}
