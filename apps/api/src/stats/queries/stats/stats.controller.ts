import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { userStats, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';

import { StatsQueryDto, UserStatsAnswer } from './stats.dto.js';
import { userNotFound } from '../../../http/not-found.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';

@Controller('users')
@RequirePermission('stats.view')
export class StatsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  /** A participant's own stats; coordinators read aggregates through reports, not here. */
  @Get(':id/stats')
  @ReadsFrom('stats')
  @Endpoint({ summary: "The signed-in user's stats for a year", response: UserStatsAnswer })
  async stats(@User() user: CurrentUser, @Param('id') id: string, @Query() query: StatsQueryDto) {
    if (id !== user.id) throw userNotFound();
    const { site } = await this.sites.get(user.siteId);
    const input = query;
    const forYear = input.year ?? this.sites.year(site);
    return one(await userStats(this.db, user.id, forYear));
  }
}
