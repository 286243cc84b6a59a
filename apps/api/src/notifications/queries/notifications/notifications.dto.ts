import { createZodDto } from 'nestjs-zod/dto';
import { notification, notificationCounts, notificationsQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class NotificationsQueryDto extends createZodDto(notificationsQuery) {}

export class NotificationsAnswer extends answer(z.array(notification)) {}
export class NotificationCountsAnswer extends answer(notificationCounts) {}
