import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { completeSiteSettings, DomainError, privacyFloor, type ReportFieldDeclaration, type ReportScope } from '@wellway/domain';
import type { Database } from '@wellway/read-models';
import { bindNamedParameters } from './parameters.js';
import { SqlReportRunner, type SqlReportRequest, type SqlReportResult } from './port.js';
import { ReportSandboxes, type Sandbox } from './sandbox.js';
import { checkSelect, refusal } from './statement.js';
import { reportViewNames } from './views.js';

export interface SqlReportLimits {
  /** statement_timeout: PostgreSQL stops the statement. */
  readonly statementTimeoutMs: number;
  /** The API's own deadline: past it, another connection cancels the backend. */
  readonly deadlineMs: number;
  readonly rowCap: number;
  /** The rows' text, in bytes: past it PostgreSQL stops the statement before the API holds more. */
  readonly byteCap: number;
  readonly workMem: string;
  readonly tempFileLimit: string;
}

export const defaultSqlReportLimits: SqlReportLimits = {
  statementTimeoutMs: 10_000,
  deadlineMs: 12_000,
  rowCap: 10_000,
  byteCap: 20_000_000,
  workMem: '16MB',
  tempFileLimit: '256MB',
};

type Cell = string | number | null;

/** The byte guard's failing text (capped()). */
const TOO_LARGE = 'wellway: report too large';

/** Every value arrives as PostgreSQL's text; numbers become numbers, the rest stays text. */
const rawText: pg.CustomTypesConfig = { getTypeParser: () => (value: string) => value };
const numericTypes = new Set([20, 21, 23, 26, 700, 701, 1700]);
const BOOL = 16;

function cellOf(value: unknown, type: number): Cell {
  if (value === null || value === undefined) return null;
  if (numericTypes.has(type)) return Number(value);
  if (type === BOOL) return value === 't' ? 'true' : 'false';
  return String(value);
}

function seconds(ms: number): string {
  const n = Math.max(1, Math.round(ms / 1000));
  return `${n} second${n === 1 ? '' : 's'}`;
}

/** The scope as the views read it (views.ts); undefined for a master: the whole site. */
function scopeSetting(scope: ReportScope | undefined): string {
  if (scope === undefined || scope.kind === 'site') return 'site';
  if (scope.kind === 'location') return `location:${scope.locationId}`;
  throw new DomainError('forbidden', 'sql_report_no_scope', 'You have no participants to report on.');
}

/**
 * The sandboxed SQL runner (docs/decisions.md, "SQL reports: the sandbox"): binds the named
 * parameters, checks the one SELECT with PostgreSQL's parser, and runs it in a READ ONLY
 * transaction as the site's reporting role with its search path, time, memory and row limits.
 */
export class PostgresSqlReportRunner extends SqlReportRunner {
  readonly sandboxes: ReportSandboxes;

  constructor(
    private readonly pool: pg.Pool,
    private readonly db: Kysely<Database>,
    fields: readonly ReportFieldDeclaration[],
    private readonly limits: SqlReportLimits = defaultSqlReportLimits,
  ) {
    super();
    this.sandboxes = new ReportSandboxes(pool, db, fields);
  }

  async run(request: SqlReportRequest): Promise<SqlReportResult> {
    const scope = scopeSetting(request.audience === 'master' ? undefined : request.scope);
    const views = reportViewNames[request.audience];
    const bound = bindNamedParameters(request.sql, request.params);
    const statement = await checkSelect(bound.text, views);
    // What runs is checked too: the cap's wrapper around the client's statement.
    const text = await checkSelect(this.capped(statement), views);
    const sandbox = await this.sandboxes.prepare(request.siteId, request.audience, await this.floorOf(request.siteId));
    const result = await this.execute(sandbox, scope, text, bound.values);
    const fields = result.fields.slice(0, -1); // the byte guard's column
    const rows = result.rows.map((row) => fields.map((field, index) => cellOf((row as unknown[])[index], field.dataTypeID)));
    return {
      fields: fields.map((field) => field.name),
      rows: rows.slice(0, this.limits.rowCap),
      truncated: rows.length > this.limits.rowCap,
    };
  }

  /**
   * The client's statement under the caps: LIMIT one row past the row cap (to tell it was cut),
   * and a guard column whose cast fails once the rows' running size passes the byte cap.
   */
  private capped(statement: string): string {
    const { rowCap, byteCap } = this.limits;
    return `SELECT * FROM (
  SELECT report.*, (CASE WHEN sum(octet_length(report::text)) OVER (ROWS UNBOUNDED PRECEDING) > ${byteCap}
    THEN '${TOO_LARGE}' ELSE '0' END)::int AS wellway_byte_guard
  FROM (\n${statement}\n) AS report
) AS capped LIMIT ${rowCap + 1}`;
  }

  private async floorOf(siteId: string): Promise<number> {
    const site = await this.db.selectFrom('sites').select('settings').where('id', '=', siteId).executeTakeFirst();
    if (site === undefined) throw new DomainError('not_found', 'site_not_found', 'Site not found.');
    return privacyFloor(completeSiteSettings(site.settings).reportPrivacyFloor);
  }

  /** Runs a checked statement in the sandbox: the client's statement is the only one it sends as the site role. */
  async execute(sandbox: Sandbox, scope: string, text: string, values: readonly (string | null)[]): Promise<pg.QueryResult> {
    const { statementTimeoutMs, workMem, tempFileLimit } = this.limits;
    const server = await this.sandboxes.serverFacts();
    const client = await this.pool.connect();
    // A backend terminated at the deadline closes the connection: its error must not go unheard.
    const onError = () => undefined;
    client.on('error', onError);
    let reusable = true;
    try {
      await client.query('BEGIN READ ONLY');
      const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await client.query(`SET LOCAL statement_timeout = ${statementTimeoutMs}`);
      await client.query(`SET LOCAL lock_timeout = ${Math.min(statementTimeoutMs, 1000)}`);
      await client.query(`SET LOCAL work_mem = ${pg.escapeLiteral(workMem)}`);
      if (server.setsTempFileLimit) await client.query(`SET LOCAL temp_file_limit = ${pg.escapeLiteral(tempFileLimit)}`);
      await client.query(`SET LOCAL search_path = ${pg.escapeIdentifier(sandbox.schema)}`);
      await client.query(`SELECT set_config('wellway.report_scope', $1, true)`, [scope]);
      await client.query(`SET LOCAL ROLE ${pg.escapeIdentifier(sandbox.role)}`);
      return await this.withinDeadline(client.query({ text, values: [...values], rowMode: 'array', types: rawText }), pid).catch(
        (error: unknown) => {
          throw this.shown(error);
        },
      );
    } finally {
      await client.query('ROLLBACK').catch(() => (reusable = false));
      client.off('error', onError);
      client.release(!reusable);
    }
  }

  /**
   * Past the deadline (a statement timeout somehow evaded), another connection cancels the
   * backend; a backend that ignores the cancel too is terminated a deadline later.
   */
  private async withinDeadline<T>(query: Promise<T>, pid: number): Promise<T> {
    const signal = (fn: 'pg_cancel_backend' | 'pg_terminate_backend') => () =>
      void sql`SELECT ${sql.raw(fn)}(${pid})`.execute(this.db).catch(() => undefined);
    const timers = [
      setTimeout(signal('pg_cancel_backend'), this.limits.deadlineMs),
      setTimeout(signal('pg_terminate_backend'), 2 * this.limits.deadlineMs),
    ];
    try {
      return await query;
    } finally {
      timers.forEach(clearTimeout);
    }
  }

  /** PostgreSQL's refusal of the client's statement, as the coordinator reads it (422); anything else stays a fault. */
  private shown(error: unknown): unknown {
    if (error instanceof DomainError || !(error instanceof pg.DatabaseError) || error.code === undefined) return error;
    if (error.code === '57014' || error.code === '57P01') {
      return refusal('sql_report_timeout', `The report took longer than ${seconds(this.limits.statementTimeoutMs)} and was stopped.`);
    }
    if (error.code === '22P02' && error.message.includes(TOO_LARGE)) {
      return refusal(
        'sql_report_too_large',
        `The report holds more than ${Math.round(this.limits.byteCap / 1_000_000)} MB; choose fewer rows or columns.`,
      );
    }
    if (error.code === '53400' || error.code === '53100' || error.code === '53200') {
      return refusal('sql_report_resources', 'The report needed more memory or temporary space than a report may use; narrow it down.');
    }
    return refusal('sql_report_error', error.message);
  }
}
