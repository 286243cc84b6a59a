import { createZodDto } from 'nestjs-zod/dto';
import { accountErasureBody, accountErasureRequested } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class AccountErasureBodyDto extends createZodDto(accountErasureBody) {}
export class AccountErasureRequestedAnswer extends answer(accountErasureRequested) {}
