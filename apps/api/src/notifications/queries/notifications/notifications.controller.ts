import { Controller, Get, Inject, Query } from '@nestjs/common';
import { hiddenInApp } from '@wellway/domain';
import type { Kysely } from 'kysely';
import { listNotifications, mutedIdsOf, notificationCounts, type Database, type NotificationReader } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { READ_DB } from '../../../infrastructure/tokens.js';

import { NotificationCountsAnswer, NotificationsAnswer, NotificationsQueryDto } from './notifications.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

@Controller('notifications')
@RequirePermission('notifications.view')
export class NotificationsController {
  constructor(@Inject(READ_DB) private readonly db: Kysely<Database>) {}

  @Get()
  // `{actor}` is filled in from the users table: a rename is read as soon as it is written.
  @ReadsFrom('notifications', 'announcements', 'users', 'mutes')
  @Endpoint({ summary: "The signed-in user's notifications", response: NotificationsAnswer })
  async index(@User() user: CurrentUser, @Query() query: NotificationsQueryDto) {
    const { filter, page_size } = query;
    const reader = await this.reader(user);
    const [rows, counts] = await Promise.all([
      listNotifications(this.db, { ...reader, filter, limit: page_size === 0 ? null : page_size }),
      notificationCounts(this.db, reader),
    ]);
    return list(rows, { total_records: filter === 'unread' ? counts.unread : counts.total });
  }

  @Get('count')
  @ReadsFrom('notifications', 'announcements', 'users', 'mutes')
  @Endpoint({ summary: "The signed-in user's notification counts", response: NotificationCountsAnswer })
  async count(@User() user: CurrentUser) {
    return one(await notificationCounts(this.db, await this.reader(user)));
  }

  /** The reader, with whom they muted and the types they turned off in the app: those notices are left out. */
  private async reader(user: CurrentUser): Promise<NotificationReader> {
    const [mutedIds, person] = await Promise.all([
      mutedIdsOf(this.db, { siteId: user.siteId, muterId: user.id }),
      this.db.selectFrom('users').select('subscription').where('id', '=', user.id).executeTakeFirst(),
    ]);
    return { userId: user.id, siteId: user.siteId, mutedIds, hiddenKeys: hiddenInApp(person?.subscription?.notices) };
  }
}
