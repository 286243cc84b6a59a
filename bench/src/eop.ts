/**
 * (o) The end-of-program report for a whole site of 100,000 participants (issue 16 "Speed": ≤ 1 s):
 * `seedReportingSite`'s read models (1,000 offices, 100 days, about 7,000,000 day rows, and the
 * reporting projection's rollups of them), then what GET /sites/{id}/eop does past its guards,
 * timed one after another: the read-model queries (`eopFigures`), the privacy floor and the HTML
 * content. Beside it, in the same run, what any figure read from the day rows would pay at least:
 * `count(*)` of the site's day rows in the program. A region's report (a tenth of the site) too.
 * The program starts on a Saturday: its first calendar week is partial. BENCH_EOP_PARTICIPANTS shrinks it.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { addDays, type ReportScope } from '@wellway/domain';
import { eopFigures, migrateReadModels, readModelTypes, type Database } from '@wellway/read-models';
import { eopAnswer } from '@wellway/api/dist/eop/eop-answer.js';
import { eopContent } from '@wellway/api/dist/eop/eop-content.js';
import { quietPool, withBenchDatabase } from './support/database.js';
import { seedReportingSite } from './support/reporting-fixture.js';
import { percentiles, type Percentiles } from './support/stats.js';

const SITE = 'bench-eop';
const START = '2026-08-01';
const DAYS = 100;
/** BENCH_EOP_SAMPLES: fewer timed runs where one takes seconds. */
const SAMPLES = Number(process.env.BENCH_EOP_SAMPLES ?? 15);

export interface EopBenchResult {
  readonly participants: number;
  readonly dayRows: number;
  readonly seedSeconds: number;
  readonly siteMs: Percentiles;
  readonly regionMs: Percentiles;
  readonly baselineMs: Percentiles;
  readonly suppressed: boolean;
}

async function timed(work: () => Promise<unknown>): Promise<Percentiles> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}

export async function benchEop(): Promise<EopBenchResult> {
  const participants = Number(process.env.BENCH_EOP_PARTICIPANTS ?? 100_000);
  return withBenchDatabase('o', async (database) => {
    const pool = quietPool(new pg.Pool({ connectionString: database.url, types: readModelTypes, max: 4 }));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await migrateReadModels(db);
      const site = await seedReportingSite(db, { siteId: SITE, participants, days: DAYS, start: START });
      const end = addDays(START, DAYS - 1);
      let suppressed = false;
      const report = async (scope: ReportScope, locationId: string | null) => {
        const figures = await eopFigures(db, { siteId: SITE, scope, locationId, programLocationIds: [], start: START, end });
        const answer = eopAnswer({
          siteId: SITE,
          program: null,
          programs: [],
          locationId,
          start: START,
          end,
          floor: 5,
          audience: 'coordinator',
          figures,
          evaluations: [],
        });
        suppressed ||= answer.notice !== null;
        return eopContent(answer);
      };
      const baselineMs = await timed(() =>
        sql`select count(*) from report_days where site_id = ${SITE} and "on" between ${START}::date and ${end}::date`.execute(db),
      );
      const siteMs = await timed(() => report({ kind: 'site' }, null));
      const regionMs = await timed(() => report({ kind: 'location', locationId: 'l1-3' }, 'l1-3'));
      return { participants, dayRows: site.dayRows, seedSeconds: site.seedSeconds, siteMs, regionMs, baselineMs, suppressed };
    } finally {
      await db.destroy();
    }
  });
}
