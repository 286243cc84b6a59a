import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { flattenLocations, locationTree, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../http/current-user.js';
import { ReadsFrom } from '../../http/read-your-writes.js';
import { pageSize, parse } from '../../http/validation.js';
import { READ_DB } from '../../infrastructure/tokens.js';
import { administeredSite, SiteDirectory } from '../../sites/site-directory.js';

const indexQuery = z.object({ site_id: z.string().max(64).optional(), page_size: pageSize.optional() });

/** The site's location tree, for every signed-in user of the site (registration and settings need it). */
@Controller()
export class LocationsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  private async tree(user: CurrentUser, siteIdParam: string | undefined) {
    const siteId = administeredSite(user, siteIdParam);
    await this.sites.get(siteId);
    const roots = await locationTree(this.db, siteId);
    return { data: roots, meta: { total_records: flattenLocations(roots).length } };
  }

  @Get('locations')
  @ReadsFrom('locations', 'sites')
  async index(@User() user: CurrentUser, @Query() query: unknown) {
    return this.tree(user, parse(indexQuery, query).site_id);
  }

  @Get('sites/:siteId/locations')
  @ReadsFrom('locations', 'sites')
  async siteIndex(@User() user: CurrentUser, @Param('siteId') siteId: string, @Query() query: unknown) {
    parse(indexQuery, query);
    return this.tree(user, siteId);
  }
}
