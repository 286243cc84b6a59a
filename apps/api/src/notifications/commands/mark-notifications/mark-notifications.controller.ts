import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { NotificationCommand } from '@wellway/domain';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { MarkNotifications } from './mark-notifications.handler.js';

import { MarksBodyDto, NotificationsMarkedAnswer } from './mark-notifications.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

@Controller('notifications')
@RequirePermission('notifications.view')
export class MarkNotificationsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('mark_as_read')
  @Endpoint({ summary: 'Mark notifications as read', response: NotificationsMarkedAnswer })
  markRead(@User() user: CurrentUser, @Body() body: MarksBodyDto, @CorrelationId() correlationId: string) {
    return this.mark('MarkNotificationsRead', user, body, correlationId);
  }

  @Post('mark_as_seen')
  @Endpoint({ summary: 'Mark notifications as seen', response: NotificationsMarkedAnswer })
  markSeen(@User() user: CurrentUser, @Body() body: MarksBodyDto, @CorrelationId() correlationId: string) {
    return this.mark('MarkNotificationsSeen', user, body, correlationId);
  }

  private async mark(type: NotificationCommand['type'], user: CurrentUser, { ids }: MarksBodyDto, correlationId: string) {
    const result = await this.commands.execute(
      new MarkNotifications({ type, user, ids: typeof ids === 'string' && ids !== 'all' ? [ids] : ids, correlationId }),
    );
    return written({ marked: true }, result.position);
  }
}
