import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { listParticipants, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { list } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { listedUserResponse } from '../../../users/listed-user-response.js';
import { coordinatorSite } from '../../coordinator-access.js';
import { ParticipantsAnswer, ParticipantsQueryDto } from './participants.dto.js';

/** Spec 3 §2.4 /dashboard/participants (Coordinator only; masters any site): searchable and paged. */
@Controller()
@RequirePermission('coordinator.participants', undefined, { mastersToo: true })
export class ParticipantsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get('sites/:siteId/participants')
  @ReadsFrom('users', 'stats', 'locations')
  @Endpoint({ summary: "A site's participants, by last name, searched by name, e-mail or SSO identifier", response: ParticipantsAnswer })
  async index(@User() user: CurrentUser, @Param('siteId') siteId: string, @Query() query: ParticipantsQueryDto) {
    const { site } = await coordinatorSite(this.db, this.sites, user, siteId, 'coordinator.participants');
    const limit = query.page_size === 0 ? null : query.page_size;
    const { rows, total } = await listParticipants(this.db, {
      siteId: site.id,
      year: this.sites.year(site),
      search: query.search?.trim() || undefined,
      limit,
      offset: limit === null ? 0 : (query.page - 1) * limit,
    });
    return list(rows.map(listedUserResponse), { total_records: total, page: query.page, page_size: query.page_size });
  }
}
