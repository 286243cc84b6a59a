import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { findEligibility, listEligibilities, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { isUuid } from '../../../http/validation.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { MANAGE_ELIGIBILITY_ONLY } from '../../eligibility-records.js';
import { eligibilityResponse } from '../../eligibility-response.js';

import { EligibilitiesAnswer, EligibilityAnswer, EligibilityListQueryDto } from './eligibility-records.dto.js';
import { eligibilityRecordNotFound } from '../../../http/not-found.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';

/** A site's eligibility records, for its coordinators and masters (spec 3 §2.5, §7 Eligibility). */
@Controller('sites/:site_id/eligibilities')
export class EligibilityRecordsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @RequirePermission('eligibility.manage', MANAGE_ELIGIBILITY_ONLY)
  @Get()
  @ReadsFrom('eligibilities')
  @Endpoint({ summary: "List the site's eligibility records", response: EligibilitiesAnswer })
  async index(@User() user: CurrentUser, @Param('site_id') siteParam: string, @Query() query: EligibilityListQueryDto) {
    const siteId = await this.siteFor(user, siteParam);
    const { page, page_size: pageSize, search } = query;
    const { rows, total } = await listEligibilities(this.db, siteId, { page, pageSize, search });
    return { data: rows.map(eligibilityResponse), meta: { total_records: total, page, page_size: pageSize } };
  }

  @RequirePermission('eligibility.manage', MANAGE_ELIGIBILITY_ONLY)
  @Get(':id')
  @ReadsFrom('eligibilities')
  @Endpoint({ summary: 'One eligibility record', response: EligibilityAnswer })
  async show(@User() user: CurrentUser, @Param('site_id') siteParam: string, @Param('id') id: string) {
    const siteId = await this.siteFor(user, siteParam);
    const row = isUuid(id) ? await findEligibility(this.db, siteId, id) : undefined;
    if (!row) throw eligibilityRecordNotFound();
    return one(eligibilityResponse(row));
  }

  private siteFor(user: CurrentUser, siteParam: string): Promise<string> {
    return this.sites.administered(user, siteParam);
  }
}
