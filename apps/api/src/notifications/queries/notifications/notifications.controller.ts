import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listNotifications, notificationCounts, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { list } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { parse } from '../../../http/validation.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { ApiDoc } from '../../../http/api-doc.js';

const listQuery = z.object({
  filter: z.enum(['unread', 'all'], { error: "must be 'unread' or 'all'" }).optional().default('unread'),
  page_size: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(500).optional().default(20),
});

@Controller('notifications')
@RequirePermission('notifications.view')
export class NotificationsController {
  constructor(@Inject(READ_DB) private readonly db: Kysely<Database>) {}

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
}
