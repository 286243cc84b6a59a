import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { listAnnouncements, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { list } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { AnnouncementsAnswer, AnnouncementsQueryDto } from './announcements.dto.js';

/** Spec 3 §7 Notifications: the index with site_id, the previous notifications newest first (10 a page). */
@Controller('announcements')
@RequirePermission('coordinator.send_notification')
export class AnnouncementsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get()
  @ReadsFrom('announcements', 'locations')
  @Endpoint({ summary: "A site's notifications sent by coordinators", response: AnnouncementsAnswer })
  async index(@User() user: CurrentUser, @Query() query: AnnouncementsQueryDto) {
    const siteId = await this.sites.administered(user, query.site_id);
    const { page, page_size } = query;
    const limit = page_size === 0 ? null : page_size;
    const { rows, total } = await listAnnouncements(this.db, { siteId, limit, offset: limit === null ? 0 : (page - 1) * limit });
    return list(rows, { total_records: total, page, page_size });
  }
}
