import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ZodResponse } from 'nestjs-zod';
import { ApiOperation } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { NotificationCommand } from '@wellway/domain';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { positionMeta } from '../../../http/envelope.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
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
  markRead(@User() user: CurrentUser, @Body() body: MarksBodyDto, @Req() request: FastifyRequest) {
    return this.mark('MarkNotificationsRead', user, body, request);
  }

  @Post('mark_as_seen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark notifications as seen' })
  @ZodResponse({ status: 200, type: NotificationsMarkedAnswer })
  markSeen(@User() user: CurrentUser, @Body() body: MarksBodyDto, @Req() request: FastifyRequest) {
    return this.mark('MarkNotificationsSeen', user, body, request);
  }

  private async mark(type: NotificationCommand['type'], user: CurrentUser, { ids }: MarksBodyDto, request: FastifyRequest) {
    const result = await this.commands.execute(
      new MarkNotifications(type, user, typeof ids === 'string' && ids !== 'all' ? [ids] : ids, correlationIdOf(request)),
    );
    return { data: { marked: true }, meta: positionMeta(result.position) };
  }
}
