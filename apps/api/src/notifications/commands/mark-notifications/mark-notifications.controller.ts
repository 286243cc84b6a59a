import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ZodResponse } from 'nestjs-zod';
import { ApiOperation } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import type { NotificationCommand } from '@wellway/domain';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { positionMeta } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { MarkNotifications } from './mark-notifications.handler.js';

import { MarksBodyDto, NotificationsMarkedAnswer } from './mark-notifications.dto.js';

@Controller('notifications')
@RequirePermission('notifications.view')
export class MarkNotificationsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('mark_as_read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark notifications as read' })
  @ZodResponse({ status: 200, type: NotificationsMarkedAnswer })
  markRead(@User() user: CurrentUser, @Body() body: MarksBodyDto, @CorrelationId() correlationId: string) {
    return this.mark('MarkNotificationsRead', user, body, correlationId);
  }

  @Post('mark_as_seen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark notifications as seen' })
  @ZodResponse({ status: 200, type: NotificationsMarkedAnswer })
  markSeen(@User() user: CurrentUser, @Body() body: MarksBodyDto, @CorrelationId() correlationId: string) {
    return this.mark('MarkNotificationsSeen', user, body, correlationId);
  }

  private async mark(type: NotificationCommand['type'], user: CurrentUser, { ids }: MarksBodyDto, correlationId: string) {
    const result = await this.commands.execute(
      new MarkNotifications(type, user, typeof ids === 'string' && ids !== 'all' ? [ids] : ids, correlationId),
    );
    return { data: { marked: true }, meta: positionMeta(result.position) };
  }
}
