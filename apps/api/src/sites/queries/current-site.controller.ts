import { Controller, Get, Inject, Param, Req } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { findSiteByHostname, type Database } from '@wellway/read-models';
import { Public, User, type AuthenticatedRequest, type CurrentUser } from '../../http/current-user.js';
import { list } from '../../http/envelope.js';
import { CONFIG, READ_DB } from '../../infrastructure/tokens.js';
import type { ApiConfig } from '../../config.js';
import { requireOwnSite, SiteDirectory, siteNotFound, siteToday, type SiteContext } from '../site-directory.js';

function siteResponse({ site, activities }: SiteContext, now: Date) {
  return {
    id: site.id,
    name: site.name,
    years: site.years,
    current_date: siteToday(site, now),
    time_zone: site.time_zone,
    flags: site.flags,
    friend_label: site.friend_label,
    friend_label_plural: site.friend_label_plural,
    daily_step_goal: site.daily_step_goal,
    // Spec 2 §3: the reset-password and settings screens check passwords as the API will.
    password_regular_expression_string: site.settings.passwordRegularExpression,
    password_help_message: site.settings.passwordHelpMessage,
    exercise_activities: activities.map((activity) => ({ id: activity.id, name: activity.name })),
  };
}

@Controller('sites')
export class SitesController {
  constructor(
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
  ) {}

  /** The signed-in user's site, or — for the welcome page's branding — the site of this host. */
  @Public()
  @Get('current')
  async current(@Req() request: AuthenticatedRequest) {
    const siteId = request.user?.siteId ?? (await findSiteByHostname(this.db, request.hostname))?.id;
    if (!siteId) throw siteNotFound();
    return { data: siteResponse(await this.sites.get(siteId), this.config.now()), meta: {} };
  }

  @Get(':id')
  async show(@User() user: CurrentUser, @Param('id') id: string) {
    requireOwnSite(user.siteId, id);
    return { data: siteResponse(await this.sites.get(user.siteId), this.config.now()), meta: {} };
  }

  @Get(':id/exercise_activities')
  async exerciseActivities(@User() user: CurrentUser, @Param('id') id: string) {
    requireOwnSite(user.siteId, id);
    const { activities } = await this.sites.get(user.siteId);
    return list(activities.map((activity) => ({ id: activity.id, site_id: activity.site_id, name: activity.name })));
  }
}
