import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ReportRun, RunReportBody } from '@wellway/contracts';
import {
  fieldRequired,
  noReportScope,
  reportNotFound,
  reportRunDecider,
  reportRunStream,
  unknownEvaluation,
  unknownField,
  type ReportType,
} from '@wellway/domain';
import {
  countReportRows,
  findSavedReport,
  findSiteEvaluationAnyId,
  needsAggregate,
  pageOf,
  runSimpleReport,
  sameEvaluationIds,
  type Database,
  type ReportRows,
  type SimpleRunQuery,
  type SiteReportField,
} from '@wellway/read-models';
import type { ApiConfig } from '../config.js';
import { AttemptFailures } from '../http/attempt-limiter.js';
import { countSending } from '../http/sending-limit.js';
import { CommandRunner } from '../infrastructure/command-runner.js';
import { CONFIG, READ_DB } from '../infrastructure/tokens.js';
import { SqlReportRunner, type SqlReportRequest } from '../report-sql/port.js';
import type { Reporter } from './reporter.js';

/** Runs one person may start in the limiter's 15-minute window: a working session's worth, never a scraper's. */
export const RUNS_PER_WINDOW = 300;

/** What a run request resolves to: a simple report's query, or a SQL report's request. */
export type RunPlan =
  | { readonly kind: 'simple'; readonly name: string; readonly query: SimpleRunQuery; readonly aggregate: boolean }
  | { readonly kind: 'sql'; readonly name: string; readonly request: SqlReportRequest };

export interface RecordedRun {
  readonly reportId: string;
  readonly reportType: ReportType;
  readonly purpose: 'run' | 'export';
  readonly rows: number;
  readonly durationMs: number;
  readonly aggregated: boolean;
}

/** The report name an unsaved report's export is named after. */
const UNSAVED_NAME = 'report';

@Injectable()
export class ReportRuns {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SqlReportRunner) private readonly sqlRunner: SqlReportRunner,
    @Inject(AttemptFailures) private readonly attempts: AttemptFailures,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  /** 429 "Too many report runs. Try again in n minutes." past the limit; runs, counts and exports count alike. */
  countAgainstLimit(reporter: Reporter): Promise<void> {
    return countSending(this.attempts, { scope: 'report_runs', max: RUNS_PER_WINDOW, what: 'report runs' }, reporter.user.id);
  }

  /**
   * Spec 3 §7: the body's `sql`, or its `field`s and `filter`s, as the page has them; with neither,
   * the saved report's. Field ids only from the site's fields (422 otherwise).
   */
  async plan(reporter: Reporter, reportId: string, body: RunReportBody): Promise<RunPlan> {
    const saved = reportId === 'new' ? undefined : await findSavedReport(this.db, reporter.siteId, reportId);
    if (reportId !== 'new' && !saved) throw reportNotFound();
    const name = saved?.name ?? UNSAVED_NAME;
    const evaluation = await this.evaluation(reporter, body.evaluation_definition_id);
    const sql = body.sql?.trim() || (body.field === undefined && saved?.report_type === 'SQL' ? saved.sql : null);
    if (sql) return { kind: 'sql', name, request: this.sqlRequest(reporter, sql, body, evaluation?.id ?? null) };
    const fields = (body.field ?? saved?.fields ?? []).map((id) => this.field(reporter, id));
    if (fields.length === 0) throw fieldRequired();
    const filters = (body.filter ?? (body.field === undefined ? saved?.filters : undefined) ?? []).map((filter) => ({
      field: this.field(reporter, filter.field),
      sign: filter.sign,
      value: filter.value,
    }));
    const query: SimpleRunQuery = {
      siteId: reporter.siteId,
      scope: reporter.scope,
      fields,
      filters,
      minDate: body.min_date ?? null,
      maxDate: body.max_date ?? null,
      topLevelLocationId: body.top_level_location || null,
      locationId: body.location || null,
      evaluationIds: evaluation?.answeredUnder ?? null,
    };
    return { kind: 'simple', name, query, aggregate: reporter.audience === 'coordinator' && needsAggregate(query) };
  }

  /**
   * Spec 3 §7 evaluation_definition_id: the site evaluation a run is about (its own id, or its
   * default's for a site's copy), with the ids its answers may carry; 422 for any other id.
   */
  private async evaluation(reporter: Reporter, id: string | null | undefined) {
    if (!id) return null;
    const found = await findSiteEvaluationAnyId(this.db, reporter.siteId, id);
    if (!found) throw unknownEvaluation(id);
    return { id: found.id, answeredUnder: sameEvaluationIds(found, reporter.siteId) };
  }

  /** One page of the run's rows, recorded. */
  async run(reporter: Reporter, reportId: string, body: RunReportBody): Promise<ReportRun> {
    const plan = await this.plan(reporter, reportId, body);
    const began = performance.now();
    const rows = plan.kind === 'sql' ? await this.runSql(plan.request, body) : await this.runSimple(reporter, plan, body);
    const durationMs = Math.round(performance.now() - began);
    const reportType = plan.kind === 'sql' ? 'SQL' : 'Simple';
    const answered = rows.rows.length;
    await this.record(reporter, { reportId, reportType, purpose: 'run', rows: answered, durationMs, aggregated: rows.aggregated });
    return {
      data: { fields: [...rows.fields], rows: rows.rows.map((row) => [...row]) },
      has_more: rows.hasMore,
      total_rows: rows.totalRows,
      aggregated: rows.aggregated,
      privacy_floor: reporter.floor,
      notice: rows.notice,
    };
  }

  /** How many rows the run has in all (the page's "of N rows" when a run's answer has no total): not recorded, it shows no row. */
  async totalRows(reporter: Reporter, reportId: string, body: RunReportBody): Promise<number> {
    const plan = await this.plan(reporter, reportId, body);
    if (plan.kind === 'sql') return (await this.sqlRunner.run(plan.request)).rows.length;
    return countReportRows(this.db, plan.query, { aggregate: plan.aggregate, floor: reporter.floor });
  }

  /** A ReportRan event on a stream of its own: who, which report, how many rows, how long. */
  async record(reporter: Reporter, run: RecordedRun): Promise<void> {
    const runId = randomUUID();
    const command = {
      type: 'RecordReportRun',
      runId,
      siteId: reporter.siteId,
      ...run,
      actor: { userId: reporter.user.id, role: reporter.user.role },
      at: this.config.now().toISOString(),
    } as const;
    const by = { actor: reporter.user, siteId: reporter.siteId, correlationId: runId };
    await this.commands.run(reportRunStream(runId), reportRunDecider, command, by, { assumeNewStream: true });
  }

  /** A field id the site has, as the run reads it. */
  field(reporter: Reporter, id: string): SiteReportField {
    const field = reporter.fields.find((candidate) => candidate.id === id);
    if (!field) throw unknownField(id);
    return field;
  }

  /** Header names: the fields' display names (the participants count of an aggregated run as "Participants"). */
  headerOf(reporter: Reporter, ids: readonly string[]): string[] {
    return ids.map((id) => reporter.fields.find((field) => field.id === id)?.displayName ?? (id === 'participants' ? 'Participants' : id));
  }

  private async runSimple(reporter: Reporter, plan: Extract<RunPlan, { kind: 'simple' }>, body: RunReportBody): Promise<ReportRows> {
    const page = { page: body.page, pageSize: body.page_size };
    const rows = await runSimpleReport(this.db, plan.query, { aggregate: plan.aggregate, floor: reporter.floor, ...page });
    return { ...rows, fields: this.headerOf(reporter, rows.fields) };
  }

  /** A SQL report's rows, from the sandboxed runner. */
  sqlRequestResult(request: SqlReportRequest) {
    return this.sqlRunner.run(request);
  }

  private async runSql(request: SqlReportRequest, body: RunReportBody): Promise<ReportRows> {
    const result = await this.sqlRunner.run(request);
    return {
      fields: [...result.fields],
      ...pageOf(result.rows, body.page, body.page_size),
      aggregated: false,
      notice: result.truncated ? `Only the first ${result.rows.length} rows are shown.` : null,
    };
  }

  /**
   * Spec 3 §5 SQL report parameters, bound by the runner. A regional coordinator's region is their
   * top-level location whatever the page sends.
   */
  sqlRequest(reporter: Reporter, sql: string, body: RunReportBody, evaluationId: string | null): SqlReportRequest {
    if (reporter.scope.kind === 'none') throw noReportScope();
    const region = reporter.scope.kind === 'location' ? reporter.scope.locationId : null;
    return {
      siteId: reporter.siteId,
      userId: reporter.user.id,
      audience: reporter.audience,
      scope: reporter.scope,
      sql,
      params: {
        site_id: reporter.siteId,
        location_id: body.location || null,
        top_level_location_id: region ?? (body.top_level_location || null),
        reported_on_min: body.min_date ?? null,
        reported_on_max: body.max_date ?? null,
        organization_id: null,
        reseller_id: null,
        evaluation_definition_id: evaluationId,
      },
    };
  }
}
