import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { badgesForUser, inheritableItemOf, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { administeredSite, requireOwnSite, SiteDirectory } from '../../../sites/site-directory.js';
import { can, deleteAction } from '@wellway/domain';

import { BadgeAnswer, BadgesAnswer, BadgesQueryDto } from './badges.dto.js';
import { badgeNotFound } from '../../../http/not-found.js';
import { Endpoint } from '../../../http/endpoint.js';

@Controller('badges')
@RequirePermission('badges.view')
export class BadgesController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get()
  @ReadsFrom('badges_earned', 'sites')
  @Endpoint({ summary: "The signed-in user's badges for a year", response: BadgesAnswer })
  async index(@User() user: CurrentUser, @Query() query: BadgesQueryDto) {
    const { siteId, badges } = await this.load(user, query);
    if (!can(user.role, 'badges.manage')) return list(badges);
    // Administrators: what the delete button does on the site (spec 3 §4 'Delete Badge' / 'Reset Badge').
    return list(
      badges.map((badge) => ({
        ...badge,
        delete_action: deleteAction(inheritableItemOf(badge), siteId),
      })),
    );
  }

  @Get(':id')
  @ReadsFrom('badges_earned', 'sites')
  @Endpoint({ summary: "One of the signed-in user's badges", response: BadgeAnswer })
  async show(@User() user: CurrentUser, @Param('id') id: string, @Query() query: BadgesQueryDto) {
    const badge = (await this.load(user, query)).badges.find((candidate) => candidate.id === id);
    if (!badge) throw badgeNotFound();
    return one(badge);
  }

  /** A participant's own site; coordinators and masters also the site they administer (a master: any). */
  private async load(user: CurrentUser, input: BadgesQueryDto) {
    const siteId = can(user.role, 'badges.manage') ? administeredSite(user, input.site_id) : user.siteId;
    requireOwnSite(siteId, input.site_id);
    const { site } = await this.sites.get(siteId);
    const forYear = input.year ?? this.sites.year(site);
    return { siteId, badges: await badgesForUser(this.db, { siteId, userId: user.id, year: forYear }) };
  }
}
