import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { flattenLocations, locationTree, type Database } from '@wellway/read-models';
import { Public, User, type AuthenticatedRequest, type CurrentUser } from '../../../http/current-user.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { administeredSite, SiteDirectory } from '../../../sites/site-directory.js';

import { LocationTreeAnswer, LocationsQueryDto } from './locations.dto.js';
import { siteNotFound } from '../../../http/not-found.js';
import { Endpoint } from '../../../http/endpoint.js';

/** The site's location tree, for every signed-in user of the site, and signed out for the host's site (registration). */
@Controller()
export class LocationsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  private async tree(user: CurrentUser | undefined, siteIdParam: string | undefined, hostname: string) {
    // Signed out (the registration form), only the site of this host.
    const siteId = user ? administeredSite(user, siteIdParam) : siteIdParam;
    if (siteId === undefined || (!user && (await this.sites.siteIdForHost(hostname)) !== siteId)) throw siteNotFound();
    await this.sites.get(siteId);
    const roots = await locationTree(this.db, siteId);
    return { data: roots, meta: { total_records: flattenLocations(roots).length } };
  }

  @Get('locations')
  @ReadsFrom('locations', 'sites')
  @Endpoint({ summary: "The signed-in user's site's locations (a tree)", response: LocationTreeAnswer })
  async index(@User() user: CurrentUser, @Query() query: LocationsQueryDto, @Req() request: AuthenticatedRequest) {
    return this.tree(user, query.site_id, request.hostname);
  }

  /** Public for the host's own site: registration shows the locations before an account exists. */
  @Public()
  @Get('sites/:siteId/locations')
  @ReadsFrom('locations', 'sites')
  @Endpoint({ summary: "A site's locations (the registration form)", response: LocationTreeAnswer })
  async siteIndex(@Req() request: AuthenticatedRequest, @Param('siteId') siteId: string, @Query() _query: LocationsQueryDto) {
    return this.tree(request.user, siteId, request.hostname);
  }
}
