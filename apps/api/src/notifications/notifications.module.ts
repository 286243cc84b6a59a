import { Module } from '@nestjs/common';
import { MarkNotificationsController } from './commands/mark-notifications/mark-notifications.controller.js';
import { MarkNotificationsHandler } from './commands/mark-notifications/mark-notifications.handler.js';
import { NotificationsController } from './queries/notifications/notifications.controller.js';

/** The signed-in user's notifications: the list and counts, marking them read or seen. */
@Module({ controllers: [NotificationsController, MarkNotificationsController], providers: [MarkNotificationsHandler] })
export class NotificationsModule {}
