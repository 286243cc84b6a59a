import { createZodDto } from 'nestjs-zod/dto';
import { marksBody, notificationsMarked } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class MarksBodyDto extends createZodDto(marksBody) {}

export class NotificationsMarkedAnswer extends answer(notificationsMarked) {}
