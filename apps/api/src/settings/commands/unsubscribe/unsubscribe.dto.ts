import { createZodDto } from 'nestjs-zod/dto';
import { unsubscribeBody, unsubscribed } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class UnsubscribeBodyDto extends createZodDto(unsubscribeBody) {}

export class UnsubscribedAnswer extends answer(unsubscribed) {}
