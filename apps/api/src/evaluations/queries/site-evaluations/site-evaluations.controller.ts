import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { deleteAction, evaluationNotFound } from '@wellway/domain';
import { findSiteEvaluationOnSite, inheritableItemOf, listSiteEvaluations, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RecordId } from '../../../http/validation.js';
import { Endpoint } from '../../../http/endpoint.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { administeredSite, SiteDirectory } from '../../../sites/site-directory.js';
import { siteEvaluationResponse } from '../../site-evaluation-response.js';
import { SiteEvaluationAnswer, SiteEvaluationsAnswer, SiteEvaluationsQueryDto } from './site-evaluations.dto.js';

export const EVALUATIONS_ADMIN_ONLY = 'Only coordinators and masters can list site evaluations.';

@Controller('sites/:siteId/site_evaluations')
export class SiteEvaluationsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get()
  @ReadsFrom('site_evaluations')
  @RequirePermission('content.manage', EVALUATIONS_ADMIN_ONLY)
  @Endpoint({ summary: "A site's evaluations: its own and the defaults it inherits", response: SiteEvaluationsAnswer })
  async index(@User() user: CurrentUser, @Param('siteId') siteId: string, @Query() query: SiteEvaluationsQueryDto) {
    const site = await this.sites.administered(user, siteId);
    const rows = (await listSiteEvaluations(this.db, site)).map((row) => ({
      ...siteEvaluationResponse(row),
      delete_action: deleteAction(inheritableItemOf(row), site),
    }));
    return list(query.page_size ? rows.slice(0, query.page_size) : rows, { total_records: rows.length });
  }

  /** Anyone of the site (a participant takes it); administrators of the site too. Another site's evaluation is not found. */
  @Get(':id')
  @ReadsFrom('site_evaluations')
  @RequirePermission('evaluation.view')
  @Endpoint({ summary: 'One site evaluation with its questions', response: SiteEvaluationAnswer })
  async show(@User() user: CurrentUser, @Param('siteId') siteId: string, @Param('id', RecordId(evaluationNotFound)) id: string) {
    let site: string;
    try {
      site = administeredSite(user, siteId);
    } catch {
      throw evaluationNotFound();
    }
    const row = await findSiteEvaluationOnSite(this.db, site, id);
    if (!row) throw evaluationNotFound();
    return one(siteEvaluationResponse(row));
  }
}
