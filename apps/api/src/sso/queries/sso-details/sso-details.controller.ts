import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { findSsoDetail, listSsoDetails, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { isUuid } from '../../../http/validation.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';

import { SsoDetailShownAnswer, SsoDetailsAnswer, SsoDetailsQueryDto } from './sso-details.dto.js';
import { ssoDetailNotFound } from '../../../http/not-found.js';
import { Endpoint } from '../../../http/endpoint.js';

/** /sites/{site_id}/sso_details: index (page_size 0) and show (spec 3 §7). */
@Controller('sites/:siteId/sso_details')
@RequirePermission('sso.manage')
export class SsoDetailsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get()
  @ReadsFrom('sso_details')
  @Endpoint({ summary: "A site's single sign-on details", response: SsoDetailsAnswer })
  async index(@User() user: CurrentUser, @Param('siteId') siteId: string, @Query() _query: SsoDetailsQueryDto) {
    const site = await this.site(user, siteId);
    return list(await listSsoDetails(this.db, site));
  }

  @Get(':id')
  @ReadsFrom('sso_details')
  @Endpoint({ summary: 'One single sign-on detail', response: SsoDetailShownAnswer })
  async show(@User() user: CurrentUser, @Param('siteId') siteId: string, @Param('id') id: string) {
    const site = await this.site(user, siteId);
    const row = isUuid(id) ? await findSsoDetail(this.db, site, id) : undefined;
    if (!row) throw ssoDetailNotFound();
    return one(row);
  }

  /** Masters act on any existing site (404 for none); the guard already refused everyone else. */
  private site(user: CurrentUser, siteId: string): Promise<string> {
    return this.sites.administered(user, siteId);
  }
}
