import { Body, Controller, Get, HttpCode, Inject, Module, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { notifications, userNotificationsStream, type NotificationCommand } from '@wellway/domain';
import { handleCommand, type EventStore } from '@wellway/event-store';
import { listNotifications, notificationCounts, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../config.js';
import { User, type CurrentUser } from '../http/current-user.js';
import { RequirePermission } from '../http/require-permission.js';
import { list, positionMeta } from '../http/envelope.js';
import { correlationIdOf, metadataFor } from '../http/metadata.js';
import { ReadsFrom } from '../http/read-your-writes.js';
import { parse } from '../http/validation.js';
import { CONFIG, EVENT_STORE, READ_DB } from '../infrastructure/tokens.js';
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
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: ApiConfig,
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
    const result = await handleCommand({
      store: this.store,
      stream: userNotificationsStream(user.id),
      decider: notifications.notificationsDecider,
      command: { type, userId: user.id, ids: typeof ids === 'string' && ids !== 'all' ? [ids] : ids, at: this.config.now().toISOString() },
      metadata: metadataFor({ actor: user, siteId: user.siteId, correlationId: correlationIdOf(request) }),
    });
    return { data: { marked: true }, meta: positionMeta(result.position) };
  }
}

@Module({ controllers: [NotificationsController] })
export class NotificationsModule {}
