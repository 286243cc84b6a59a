import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { can, challengeNotFound, deleteAction } from '@wellway/domain';
import { findChallengeSeenOnSite, inheritableItemOf, listChallenges, type CatalogueChallenge, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { Endpoint } from '../../../http/endpoint.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { ChallengeQueryDto, ChallengesAnswer, ChallengesQueryDto, OneChallengeAnswer } from './catalogue.dto.js';

/** What deleting an item does on `siteId` (shared/site-defaults.ts), told to administrators only. */
function withDeleteAction(user: CurrentUser, siteId: string) {
  const admin = can(user.role, 'content.manage', {});
  return (row: CatalogueChallenge) => {
    if (!admin) return row;
    return { ...row, delete_action: deleteAction(inheritableItemOf(row), siteId) };
  };
}

/** The catalogue a site sees (its own and the defaults it has not copied): participants choose from it, administrators edit it. */
@Controller('challenges')
export class CatalogueController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get()
  @ReadsFrom('challenge_catalogue')
  @Endpoint({ summary: "A site's challenge catalogue, by month (optionally one month)", response: ChallengesAnswer })
  async index(@User() user: CurrentUser, @Query() query: ChallengesQueryDto) {
    const siteId = await this.sites.administered(user, query.site_id);
    const rows = await listChallenges(this.db, siteId, { month: query.month });
    const pageSize = query.page_size ?? 0;
    const page = pageSize > 0 ? rows.slice(0, pageSize) : rows;
    return list(page.map(withDeleteAction(user, siteId)), { total_records: rows.length });
  }

  @Get(':id')
  @ReadsFrom('challenge_catalogue')
  @Endpoint({ summary: 'One challenge of the catalogue', response: OneChallengeAnswer })
  async show(@User() user: CurrentUser, @Param('id') id: string, @Query() query: ChallengeQueryDto) {
    const siteId = await this.sites.administered(user, query.site_id);
    const row = await findChallengeSeenOnSite(this.db, siteId, id);
    if (!row) throw challengeNotFound();
    return one(withDeleteAction(user, siteId)(row));
  }
}
