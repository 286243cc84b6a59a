/**
 * (s) Simple reports and their CSV export on a generated site (issue 16 "Speed"): the reporting
 * read models of `BENCH_REPORTS_PARTICIPANTS` (100,000) participants filled by SQL
 * (`seedReportingSite`), the real API in its own process, a master signed in (per-participant
 * rows: the heavy path). Measured: a simple report of 10 fields and 2 filters over all
 * participants, its first 20 rows (one run call: the page, one row more saying whether more follow;
 * target p95 ≤ 150 ms), the count the page asks for next (its own call, no target) and the whole
 * result (every row of the same query read; ≤ 1 s); the CSV
 * export of every participant (≤ 10 s) with the API process's resident memory sampled during it
 * (flat: its peak barely above its level before). Baselines, same run: `select 1`, and reading the
 * same rows' raw columns with one plain query. The plans of the first page and of the whole result,
 * as PostgreSQL ran them, are printed with the figures.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { sql } from 'kysely';
import pg from 'pg';
import { reportFields } from '@wellway/domain';
import {
  participantRowsSql,
  runSimpleReport,
  readModelTypes,
  createReadModelDb,
  type SimpleRunQuery,
  type SiteReportField,
} from '@wellway/read-models';
import { DEMO_SITE_ID, demoEmail, demoUserId } from '@wellway/ops/dist/demo-seed.js';
import { quietPool, withBenchDatabase } from './support/database.js';
import { explainingDb } from './support/explained.js';
import { HttpClient } from './support/http.js';
import { startApi } from './support/processes.js';
import { seedParticipants, signIn, type Participant } from './support/site.js';
import { seedReportingSite } from './support/reporting-fixture.js';
import { round, timedSerially, type Percentiles } from './support/stats.js';

export interface ReportsBenchResult {
  readonly participants: number;
  readonly dayRows: number;
  readonly seedSeconds: number;
  readonly roundTripMs: Percentiles;
  /** POST …/run, page 1 of 20 (no count: one row more says whether more follow). */
  readonly firstRowsMs: Percentiles;
  /** POST …/count, the same body: what the page asks for its "of N rows". */
  readonly countMs: Percentiles;
  /** Every row of the same query, read to the end. */
  readonly completeMs: Percentiles;
  readonly completeRows: number;
  /** Baseline: the same rows' raw columns (users × report_participants), one plain query. */
  readonly plainReadMs: Percentiles;
  readonly exportSeconds: number;
  readonly exportRows: number;
  readonly exportBytes: number;
  /** The API process's resident set (MB): before the export, its peak during it, after. */
  readonly apiRssMb: { readonly before: number; readonly peak: number; readonly after: number };
  readonly plans: { readonly firstRows: string; readonly complete: string };
}

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'top_level_location',
  'location',
  'registered_on',
  'steps',
  'exercise_minutes',
  'days_logged',
  'badges_earned',
];
/** Both keep nearly everyone: "over all participants". */
const FILTERS = [
  { field: 'days_logged', sign: '>', value: '10' },
  { field: 'steps', sign: '>=', value: '1000' },
] as const;

const rssMb = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

/** Streams the export to the end, counting lines and bytes as they arrive. */
function download(url: string, path: string, token: string, body: unknown): Promise<{ rows: number; bytes: number; status: number }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      `${url}${path}`,
      {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let lines = 0;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
        });
        response.on('end', () => resolve({ rows: lines - 1, bytes, status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export async function benchReports(): Promise<ReportsBenchResult> {
  const participants = Number(process.env.BENCH_REPORTS_PARTICIPANTS ?? 100_000);
  return withBenchDatabase('s', async (database) => {
    await seedParticipants(database.url, 0); // the demo site and accounts, projected
    const pool = quietPool(new pg.Pool({ connectionString: database.url, max: 4, types: readModelTypes }));
    const db = createReadModelDb(pool);
    const api = await startApi(database.url);
    const client = new HttpClient(api.url, 2);
    try {
      // The generated figures replace the few demo people's (the fixture fills the site's tables whole).
      await sql`delete from report_days where site_id = ${DEMO_SITE_ID}`.execute(db);
      await sql`delete from report_participants where site_id = ${DEMO_SITE_ID}`.execute(db);
      const site = await seedReportingSite(db, { siteId: DEMO_SITE_ID, participants, days: 100, start: '2026-01-01' });
      const master: Participant = { userId: demoUserId('master'), email: demoEmail('master'), token: '' };
      await signIn(client, [master]);
      const token = master.token;
      const runPath = `/api/sites/${DEMO_SITE_ID}/reports/new/run`;
      const runBody = JSON.stringify({ field: FIELDS, filter: FILTERS, page: 1, page_size: 20 });
      const firstRowsMs = await timedSerially(async () => {
        const reply = await client.request('POST', runPath, runBody, token);
        if (reply.status !== 200) throw new Error(`run answered ${reply.status}: ${reply.body.slice(0, 300)}`);
      }, 40);
      const countMs = await timedSerially(async () => {
        const reply = await client.request('POST', runPath.replace(/run$/, 'count'), runBody, token);
        if (reply.status !== 200) throw new Error(`count answered ${reply.status}: ${reply.body.slice(0, 300)}`);
      }, 20);

      const byId = (id: string) => reportFields.find((field) => field.id === id) as SiteReportField;
      const query: SimpleRunQuery = {
        siteId: DEMO_SITE_ID,
        scope: { kind: 'site' },
        fields: FIELDS.map(byId),
        filters: FILTERS.map((filter) => ({ ...filter, field: byId(filter.field) })),
        minDate: null,
        maxDate: null,
        topLevelLocationId: null,
        locationId: null,
        evaluationIds: null,
      };
      let completeRows = 0;
      const completeMs = await timedSerially(async () => {
        completeRows = (await participantRowsSql(query).execute(db)).rows.length;
      }, 10);
      const plainReadMs = await timedSerially(
        () =>
          sql`select u.first_name, u.last_name, u.email, u.location_id, u.started_on, r.facts from users u
              join report_participants r on r.site_id = u.site_id and r.user_id = u.id where u.site_id = ${DEMO_SITE_ID}`.execute(db),
        10,
      );
      const roundTripMs = await timedSerially(() => sql`select 1`.execute(db), 100);
      const explaining = explainingDb(database.url);
      const page = { aggregate: false, floor: 5, page: 1, pageSize: 20 };
      const plans = {
        firstRows: await explaining.explained(() => runSimpleReport(explaining.db, query, page), '    '),
        complete: await explaining.explained(() => participantRowsSql(query).execute(explaining.db), '    '),
      };
      await explaining.db.destroy();

      const before = await rssMb(api.pid);
      let peak = before;
      const sampler = setInterval(() => {
        void rssMb(api.pid).then((mb) => (peak = Math.max(peak, mb)));
      }, 50);
      const began = performance.now();
      const exported = await download(api.url, `/api/sites/${DEMO_SITE_ID}/reports/new/export`, token, { field: FIELDS });
      const exportSeconds = round((performance.now() - began) / 1000);
      clearInterval(sampler);
      if (exported.status !== 200) throw new Error(`export answered ${exported.status}`);
      const after = await rssMb(api.pid);
      return {
        participants,
        dayRows: site.dayRows,
        seedSeconds: site.seedSeconds,
        roundTripMs,
        firstRowsMs,
        countMs,
        completeMs,
        completeRows,
        plainReadMs,
        exportSeconds,
        exportRows: exported.rows,
        exportBytes: exported.bytes,
        apiRssMb: { before, peak, after },
        plans,
      };
    } finally {
      client.close();
      await api.stop();
      await db.destroy();
    }
  });
}
