import { Body, Controller, Get, HttpCode, Inject, Module, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { NotificationCommand } from '@wellway/domain';
import { listNotifications, notificationCounts, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../http/current-user.js';
import { RequirePermission } from '../http/require-permission.js';
import { list, positionMeta } from '../http/envelope.js';
import { correlationIdOf } from '../http/correlation-id.js';
import { ReadsFrom } from '../http/read-your-writes.js';
import { parse } from '../http/validation.js';
import { READ_DB } from '../infrastructure/tokens.js';
import { MarkNotifications, MarkNotificationsHandler } from './commands/mark-notifications/mark-notifications.handler.js';
import { ApiDoc } from '../http/api-doc.js';

const listQuery = z.object({
  filter: z.enum(['unread', 'all'], { error: "must be 'unread' or 'all'" }).optional().default('unread'),
  page_size: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(500).optional().default(20),
});
const marksBody = z.object({
  ids: z.union([z.literal('all'), z.string().max(64), z.array(z.string().max(64)).max(500, 'lists at most 500 notifications')], {
    error: "must be 'all' or a list of notification ids",
  }),
});

@Controller('notifications')
@RequirePermission('notifications.view')
export class NotificationsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get()
  @ReadsFrom('notifications')
  @ApiDoc("The signed-in user's notifications", { query: listQuery })
  async index(@User() user: CurrentUser, @Query() query: unknown) {
    const { filter, page_size } = parse(listQuery, query);
    const [rows, counts] = await Promise.all([
      listNotifications(this.db, { userId: user.id, filter, limit: page_size === 0 ? null : page_size }),
      notificationCounts(this.db, user.id),
    ]);
    return list(rows, { total_records: filter === 'unread' ? counts.unread : counts.total });
  }

  @Get('count')
  @ReadsFrom('notifications')
  @ApiDoc("The signed-in user's notification counts")
  async count(@User() user: CurrentUser) {
    return { data: await notificationCounts(this.db, user.id), meta: {} };
  }

  @Post('mark_as_read')
  @HttpCode(200)
  @ApiDoc('Mark notifications as read', { body: marksBody })
  markRead(@User() user: CurrentUser, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.mark('MarkNotificationsRead', user, body, request);
  }

  @Post('mark_as_seen')
  @HttpCode(200)
  @ApiDoc('Mark notifications as seen', { body: marksBody })
  markSeen(@User() user: CurrentUser, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.mark('MarkNotificationsSeen', user, body, request);
  }

  private async mark(type: NotificationCommand['type'], user: CurrentUser, body: unknown, request: FastifyRequest) {
    const { ids } = parse(marksBody, body);
    const result = await this.commands.execute(
      new MarkNotifications(type, user, typeof ids === 'string' && ids !== 'all' ? [ids] : ids, correlationIdOf(request)),
    );
    return { data: { marked: true }, meta: positionMeta(result.position) };
  }
}

@Module({ controllers: [NotificationsController], providers: [MarkNotificationsHandler] })
export class NotificationsModule {}
