/** (e) Rebuilding the badge-progress projection from the rebuild benchmark's log of entries, beside COPYing the same rows. */
import pg from 'pg';
import { personalDataPolicy } from '@wellway/domain';
import { createEventStore } from '@wellway/event-store';
import { badgeProgressProjection, createReadModelDb, migrateReadModels, readModelTypes, type Projection } from '@wellway/read-models';
import { rebuildProjection } from '@wellway/projector/dist/rebuild.js';
import { cpuMsPer, CpuMeter, type CpuBreakdown } from './support/cpu.js';
import { quietPool, withBenchDatabase } from './support/database.js';
import { generateLog, loadLog, type GeneratedLog } from './support/events.js';
import { copyBaseline, type CopyBaseline } from './rebuild.js';
import { round } from './support/stats.js';

export interface BadgeProgressBenchResult {
  readonly events: number;
  readonly rebuild: {
    readonly seconds: number;
    readonly eventsPerSecond: number;
    readonly reportedEventsPerSecond: number;
    /** Time in the fast path's batches (replay, apply only: the log's reads overlap it) and in its finish. */
    readonly replaySeconds: number;
    readonly finishSeconds: number;
    readonly cpuCores: CpuBreakdown;
    readonly cpuMicrosPerEvent: Record<string, number>;
  };
  readonly baseline: CopyBaseline;
  readonly rebuildShareOfBaseline: number;
  readonly check: { readonly counts: number; readonly daysLogged: number; readonly checkpointPosition: string };
}

const lines = (chunk: Buffer): number => {
  let count = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count++;
  return count;
};

/** The log's first BENCH_BADGE_EVENTS events (whole chunks; all 1,000,000 by default): a small run checks the scenario. */
function sized(log: GeneratedLog): GeneratedLog {
  const wanted = Number(process.env.BENCH_BADGE_EVENTS ?? log.events);
  if (!(wanted > 0) || wanted >= log.events) return log;
  const eventChunks: Buffer[] = [];
  let events = 0;
  for (const chunk of log.eventChunks) {
    if (events >= wanted) break;
    eventChunks.push(chunk);
    events += lines(chunk);
  }
  return { ...log, events, eventChunks };
}

export async function benchBadgeProgress(): Promise<BadgeProgressBenchResult> {
  const log = sized(generateLog());
  console.log(`  generated ${log.events.toLocaleString('en-US')} entry events`);
  return withBenchDatabase('e', async (database) => {
    const store = await createEventStore({ databaseUrl: database.url, personalData: { policy: personalDataPolicy } });
    const pool = quietPool(new pg.Pool({ connectionString: database.url, types: readModelTypes }));
    const db = createReadModelDb(pool);
    try {
      await migrateReadModels(db);
      const admin = await pool.connect();
      await loadLog(admin, log).finally(() => admin.release());
      console.log('  loaded es_events; rebuilding badge_progress…');

      const meter = CpuMeter.withPostgres(database.name, { 'bench (rebuild)': () => [process.pid] });
      meter.begin();
      const started = performance.now();
      const phases = { replay: 0, finish: 0 };
      const result = await rebuildProjection({ store, db, pool, projection: timedRebuild(badgeProgressProjection, phases) });
      const rebuildSeconds = (performance.now() - started) / 1000;
      const cpuCores = meter.end();
      if (result.events !== log.events) throw new Error(`rebuild replayed ${result.events} events, expected ${log.events}`);
      const check = await verify(pool);

      const baseline = await copyBaseline(pool, log);
      const eventsPerSecond = Math.round(log.events / rebuildSeconds);

      return {
        events: log.events,
        rebuild: {
          seconds: round(rebuildSeconds),
          eventsPerSecond,
          reportedEventsPerSecond: result.eventsPerSecond,
          replaySeconds: round(phases.replay / 1000),
          finishSeconds: round(phases.finish / 1000),
          cpuCores,
          cpuMicrosPerEvent: cpuMsPer(cpuCores, eventsPerSecond / 1000),
        },
        baseline,
        rebuildShareOfBaseline: round(eventsPerSecond / baseline.eventsPerSecond, 3),
        check,
      };
    } finally {
      await store.close();
      await db.destroy();
    }
  });
}

/** The projection with its fast path's two phases clocked into `phases` (ms). */
function timedRebuild(projection: Projection, phases: { replay: number; finish: number }): Projection {
  const { rebuild } = projection;
  if (!rebuild) throw new Error(`${projection.name} has no fast rebuild path`);
  const clocked =
    <A extends unknown[]>(phase: keyof typeof phases, work: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      const started = performance.now();
      try {
        await work(...args);
      } finally {
        phases[phase] += performance.now() - started;
      }
    };
  return { ...projection, rebuild: { apply: clocked('replay', rebuild.apply), finish: clocked('finish', rebuild.finish) } };
}

/** Every participant-day of the log is logged (the generator logs steps every day): days_logged sums to the days, checkpoint at the end. */
async function verify(pool: pg.Pool): Promise<BadgeProgressBenchResult['check']> {
  const { rows } = await pool.query<{ counts: bigint; logged: bigint; days: bigint; position: bigint | null; last: bigint | null }>(`
    SELECT (SELECT count(*) FROM badge_progress_counts) AS counts,
           (SELECT coalesce(sum(progress), 0) FROM badge_progress WHERE category = 'days_logged') AS logged,
           (SELECT count(DISTINCT stream_name) FROM es_events) AS days,
           (SELECT position FROM projection_checkpoints WHERE name = 'badge_progress') AS position,
           (SELECT max(position) FROM es_events) AS last`);
  const row = rows[0];
  if (!row || row.logged !== row.days || row.position === null || row.position !== row.last) {
    throw new Error(`badge_progress rebuilt wrongly: ${JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`);
  }
  return { counts: Number(row.counts), daysLogged: Number(row.logged), checkpointPosition: String(row.position) };
}
