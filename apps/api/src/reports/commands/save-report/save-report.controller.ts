import { Body, Controller, Delete, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ReportSaved } from '@wellway/domain';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { reportResponse } from '../../report-response.js';
import { reportIdParam, Reporters } from '../../reporter.js';
import { DeleteReport, SaveReport, type SavedReportResult } from './save-report.handler.js';
import { ReportDeletedAnswer, ReportSavedAnswer, SaveReportBodyDto } from './save-report.dto.js';

function savedAnswer(result: SavedReportResult, user: CurrentUser) {
  const { data } = result.events[0] as ReportSaved;
  const row = {
    id: data.reportId,
    site_id: data.siteId,
    name: data.name,
    report_type: data.reportType,
    fields: [...data.fields],
    filters: [...data.filters],
    sql: data.sql,
    parent_id: data.parentId,
    created_by_master: data.createdByMaster,
  };
  return written(reportResponse(row, user.role), result.position);
}

/** Spec 3 §7: create, update and destroy of /sites/{site_id}/reports/{id}; update with as_custom is "save as". */
@Controller('sites/:siteId/reports')
@RequirePermission('coordinator.reporting')
export class SaveReportController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(Reporters) private readonly reporters: Reporters,
  ) {}

  @Post()
  @Endpoint({ summary: 'Save a new report', response: ReportSavedAnswer, status: 201 })
  async create(
    @User() user: CurrentUser,
    @Param('siteId') siteIdParam: string,
    @Body() body: SaveReportBodyDto,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.save(user, siteIdParam, randomUUID(), 'create', body, correlationId);
    void reply.status(201);
    return savedAnswer(result, user);
  }

  @Put(':id')
  @Endpoint({ summary: 'Save a report in place, or (as_custom) save it as a custom copy', response: ReportSavedAnswer, status: [200, 201] })
  async update(
    @User() user: CurrentUser,
    @Param('siteId') siteIdParam: string,
    @Param('id') id: string,
    @Body() body: SaveReportBodyDto,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.save(user, siteIdParam, reportIdParam(id), body.as_custom ? 'save-as' : 'update', body, correlationId);
    if (body.as_custom) void reply.status(201);
    return savedAnswer(result, user);
  }

  @Delete(':id')
  @Endpoint({ summary: 'Delete a report', response: ReportDeletedAnswer })
  async destroy(
    @User() user: CurrentUser,
    @Param('siteId') siteIdParam: string,
    @Param('id') id: string,
    @CorrelationId() correlationId: string,
  ) {
    const reportId = reportIdParam(id);
    const { siteId } = await this.reporters.of(user, siteIdParam);
    const result = await this.commands.execute(new DeleteReport({ user, siteId, reportId, correlationId }));
    return written({ id: reportId, deleted: true as const }, result.position);
  }

  private async save(
    user: CurrentUser,
    siteIdParam: string,
    reportId: string,
    mode: 'create' | 'update' | 'save-as',
    body: SaveReportBodyDto,
    correlationId: string,
  ): Promise<SavedReportResult> {
    const { siteId, fields } = await this.reporters.of(user, siteIdParam);
    const content = { name: body.name, reportType: body.report_type, fields: body.fields, filters: body.filters, sql: body.sql };
    const knownFieldIds = new Set(fields.map((field) => field.id));
    return this.commands.execute(
      new SaveReport({
        user,
        siteId,
        reportId,
        mode,
        copyId: randomUUID(),
        asCustom: body.as_custom,
        content,
        knownFieldIds,
        correlationId,
      }),
    );
  }
}
