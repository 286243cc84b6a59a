import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { listSavedReports, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { list } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { reportFieldResponse, reportResponse } from '../../report-response.js';
import { Reporters } from '../../reporter.js';
import { ReportFieldsAnswer, ReportFieldsQueryDto, ReportsAnswer, ReportsQueryDto } from './reports.dto.js';

/** Spec 3 §7 Reports: the report index and the report-field index, both by site_id. */
@Controller()
@RequirePermission('coordinator.reporting')
export class ReportsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(Reporters) private readonly reporters: Reporters,
  ) {}

  @Get('reports')
  @ReadsFrom('saved-reports')
  @Endpoint({ summary: "A site's reports: the default ones and its custom ones", response: ReportsAnswer })
  async index(@User() user: CurrentUser, @Query() query: ReportsQueryDto) {
    const { siteId } = await this.reporters.of(user, query.site_id);
    const rows = await listSavedReports(this.db, siteId);
    return list(rows.map((row) => reportResponse(row, user.role)));
  }

  @Get('report_fields')
  @ReadsFrom('site_evaluations')
  @Endpoint({ summary: "A site's report fields, in the spec's category order", response: ReportFieldsAnswer })
  async fields(@User() user: CurrentUser, @Query() query: ReportFieldsQueryDto) {
    const { fields } = await this.reporters.of(user, query.site_id);
    return list(fields.map(reportFieldResponse));
  }
}
