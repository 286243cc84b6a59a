import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { RunReportBody } from '@wellway/contracts';
import { aggregatedRows, countParticipantRows, streamParticipantRows, type Database, type ReportCell } from '@wellway/read-models';
import { READ_DB } from '../infrastructure/tokens.js';
import { SiteDirectory } from '../sites/site-directory.js';
import type { Reporter } from './reporter.js';
import { ReportRuns, type RunPlan } from './report-runs.js';

export interface ReportExport {
  readonly fileName: string;
  /** How many rows the file will hold (the X-Total-Rows header the page's progress reads). */
  readonly totalRows: number;
  /** The CSV, produced as the rows arrive from the database. */
  readonly body: Readable;
}

/** A file-name part: lower case, letters and digits joined by dashes (`Demo Site` → `demo-site`). */
export const fileNamePart = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'report';

/**
 * CSV export of a report's result (issue 16 "Export"): the same plan and privacy rule as a run, all
 * rows, streamed from a server-side cursor, each batch written as one chunk by csv-stringify
 * (quoting, and `escape_formulas`: a cell starting with = + - @ tab or CR gets a leading ', so a
 * spreadsheet never runs it). The stream asks for the next batch only when the client has taken
 * the last one (backpressure), so memory holds a batch or two whatever the size.
 */
@Injectable()
export class ReportExports {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(ReportRuns) private readonly runs: ReportRuns,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  async export(reporter: Reporter, reportId: string, body: RunReportBody): Promise<ReportExport> {
    const plan = await this.runs.plan(reporter, reportId, body);
    const fileName = `${fileNamePart(reporter.site.name)}_${fileNamePart(plan.name)}_${this.sites.today(reporter.site)}.csv`;
    const began = performance.now();
    const { header, totalRows, batches, aggregated } = await this.source(reporter, plan);
    const record = (rows: number) =>
      this.runs.record(reporter, {
        reportId,
        reportType: plan.kind === 'sql' ? 'SQL' : 'Simple',
        purpose: 'export',
        rows,
        durationMs: Math.round(performance.now() - began),
        aggregated,
      });
    async function* chunks(): AsyncGenerator<string> {
      yield csvOf([header]);
      let written = 0;
      try {
        for await (const batch of batches) {
          yield csvOf(batch);
          written += batch.length;
        }
      } finally {
        await record(written);
      }
    }
    return { fileName, totalRows, body: Readable.from(chunks(), { objectMode: false }) };
  }

  private async source(reporter: Reporter, plan: RunPlan) {
    if (plan.kind === 'sql') {
      const result = await this.runs.sqlRequestResult(plan.request);
      return { header: [...result.fields], totalRows: result.rows.length, batches: once(result.rows), aggregated: false };
    }
    if (plan.aggregate) {
      const rows = await aggregatedRows(this.db, plan.query, reporter.floor);
      return { header: this.runs.headerOf(reporter, rows.fields), totalRows: rows.rows.length, batches: once(rows.rows), aggregated: true };
    }
    const totalRows = await countParticipantRows(this.db, plan.query);
    const header = this.runs.headerOf(
      reporter,
      plan.query.fields.map((field) => field.id),
    );
    return { header, totalRows, batches: streamParticipantRows(this.db, plan.query), aggregated: false };
  }
}

const csvOf = (rows: readonly (readonly ReportCell[])[]): string => stringify(rows as ReportCell[][], { escape_formulas: true });

async function* once<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  yield rows;
}
