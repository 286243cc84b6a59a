import { Body, Controller, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { reportIdParam, Reporters } from '../../reporter.js';
import { ReportExports } from '../../report-export.js';
import { ReportRuns } from '../../report-runs.js';
import { ReportRowCountAnswer, ReportRunAnswer, RunReportBodyDto, RunReportQueryDto } from './run-report.dto.js';

/**
 * Spec 3 §7: POST /sites/{siteId}/reports/{id}/run (id `new` for an unsaved report), its row count
 * and its CSV export. Runs and exports are recorded (ReportRan); all three count against the
 * person's run limit.
 */
@Controller('sites/:siteId/reports/:id')
@RequirePermission('coordinator.reporting')
export class RunReportController {
  constructor(
    @Inject(Reporters) private readonly reporters: Reporters,
    @Inject(ReportRuns) private readonly runs: ReportRuns,
    @Inject(ReportExports) private readonly exports: ReportExports,
  ) {}

  /** What a run, a count and an export each do first: the report's id, who reads it and where, one more against the limit. */
  private async limited(user: CurrentUser, siteIdParam: string, id: string) {
    const reportId = reportIdParam(id, true);
    const reporter = await this.reporters.of(user, siteIdParam);
    await this.runs.countAgainstLimit(reporter);
    return { reporter, reportId };
  }

  @Post('run')
  @HttpCode(200)
  @Endpoint({
    summary: 'Run a report: one page of its rows (groups for a coordinator when it has health fields)',
    response: ReportRunAnswer,
    errors: [429],
  })
  async run(
    @User() user: CurrentUser,
    @Param('siteId') siteIdParam: string,
    @Param('id') id: string,
    @Query() _query: RunReportQueryDto,
    @Body() body: RunReportBodyDto,
  ) {
    const { reporter, reportId } = await this.limited(user, siteIdParam, id);
    return one(await this.runs.run(reporter, reportId, body));
  }

  @Post('count')
  @HttpCode(200)
  @Endpoint({
    summary: "Count a run's rows (the run's answer leaves total_rows null while participant rows follow its page)",
    response: ReportRowCountAnswer,
    errors: [429],
  })
  async count(
    @User() user: CurrentUser,
    @Param('siteId') siteIdParam: string,
    @Param('id') id: string,
    @Query() _query: RunReportQueryDto,
    @Body() body: RunReportBodyDto,
  ) {
    const { reporter, reportId } = await this.limited(user, siteIdParam, id);
    return one({ total_rows: await this.runs.totalRows(reporter, reportId, body) });
  }

  @Post('export')
  @HttpCode(200)
  @Endpoint({
    summary: "Export a report's rows as CSV, streamed as they are read (X-Total-Rows: how many)",
    file: { type: 'text/csv', description: 'The CSV file, a header line then one line per row.' },
    errors: [422, 429],
  })
  async export(
    @User() user: CurrentUser,
    @Param('siteId') siteIdParam: string,
    @Param('id') id: string,
    @Query() _query: RunReportQueryDto,
    @Body() body: RunReportBodyDto,
    @Res() reply: FastifyReply,
  ) {
    const { reporter, reportId } = await this.limited(user, siteIdParam, id);
    const file = await this.exports.export(reporter, reportId, body);
    return reply
      .status(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-total-rows', String(file.totalRows))
      .send(file.body);
  }
}
