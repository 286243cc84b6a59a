import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { privacyFloor } from '@wellway/domain';
import { coordinatorStats, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { coordinatorSite } from '../../coordinator-access.js';
import { CoordinatorStatsAnswer, CoordinatorStatsQueryDto } from './stats.dto.js';

/**
 * Spec 3 §7 "A coordinator stats call per site with year" (/dashboard/stats, regional or above):
 * figures per month or week within the caller's scope, under the site's privacy floor. Masters
 * are not limited by the floor (docs/decisions.md "Privacy of employer reports").
 */
@Controller()
@RequirePermission('coordinator.stats', undefined, { mastersToo: true })
export class CoordinatorStatsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get('sites/:siteId/coordinator_stats')
  @ReadsFrom('reporting', 'users', 'locations')
  @Endpoint({ summary: "A year's participation and activity per month or week", response: CoordinatorStatsAnswer })
  async show(@User() user: CurrentUser, @Param('siteId') siteId: string, @Query() query: CoordinatorStatsQueryDto) {
    const { site, scope } = await coordinatorSite(this.db, this.sites, user, siteId, 'coordinator.stats');
    const year = query.year ?? this.sites.year(site);
    const floor = user.role === 'master' ? 1 : privacyFloor(site.settings.reportPrivacyFloor);
    const stats = await coordinatorStats(this.db, { siteId: site.id, year, period: query.period, scope, floor });
    return one({ site_id: site.id, years: [...site.years], ...stats });
  }
}
