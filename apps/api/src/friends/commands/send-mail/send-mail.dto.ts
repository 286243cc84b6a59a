import { createZodDto } from 'nestjs-zod/dto';
import { friendMailSent, sendMailBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SendMailBodyDto extends createZodDto(sendMailBody) {}
export class FriendMailSentAnswer extends answer(friendMailSent) {}
