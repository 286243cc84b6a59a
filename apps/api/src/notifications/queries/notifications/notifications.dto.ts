import { createZodDto } from 'nestjs-zod/dto';
import { notificationsQuery } from '@wellway/contracts';

export class NotificationsQueryDto extends createZodDto(notificationsQuery) {}
