/** (b) Rebuilding the stats projection from 1,000,000 events, beside COPYing the same rows into a plain table. */
import pg from 'pg';
import { personalDataPolicy } from '@wellway/domain';
import { createEventStore } from '@wellway/event-store';
import { createReadModelDb, migrateReadModels, readModelTypes, statsProjection } from '@wellway/read-models';
import { rebuildProjection } from '@wellway/projector/dist/rebuild.js';
import { cpuMsPer, CpuMeter, type CpuBreakdown } from './support/cpu.js';
import { quietPool, withBenchDatabase } from './support/database.js';
import { copyChunks, EVENT_COLUMNS, generateLog, loadLog, LOG_SHAPE, type GeneratedLog } from './support/events.js';
import { round } from './support/stats.js';

export interface RebuildBenchResult {
  readonly events: number;
  readonly shape: typeof LOG_SHAPE;
  readonly generateSeconds: number;
  /** Bulk load of the log into es_events + es_streams (setup, for reference). */
  readonly loadEventsPerSecond: number;
  readonly rebuild: {
    readonly batchSize: number | 'default';
    readonly seconds: number;
    readonly eventsPerSecond: number;
    /** What rebuildProjection itself reports (replay + swap, without opening the shadow). */
    readonly reportedEventsPerSecond: number;
    /** Time inside store.readAll pages (prefetched: overlaps apply) and inside the projection's apply. */
    readonly readAllSeconds: number;
    readonly applySeconds: number;
    readonly cpuCores: CpuBreakdown;
    /** CPU µs per event by process group. */
    readonly cpuMicrosPerEvent: Record<string, number>;
  };
  readonly baseline: CopyBaseline;
  readonly rebuildShareOfBaseline: number;
  readonly check: { readonly statsDays: number; readonly daysLogged: number; readonly checkpointPosition: string };
}

export async function benchRebuild(): Promise<RebuildBenchResult> {
  let started = performance.now();
  const log = generateLog();
  const generateSeconds = (performance.now() - started) / 1000;
  console.log(
    `  generated ${log.events.toLocaleString('en-US')} events (${Math.round(log.bytes / 1e6)} MB of COPY text) in ${generateSeconds.toFixed(1)} s`,
  );
  return withBenchDatabase('b', async (database) => {
    const store = await createEventStore({ databaseUrl: database.url, personalData: { policy: personalDataPolicy } }); // creates the adapter's schema
    const pool = quietPool(new pg.Pool({ connectionString: database.url, types: readModelTypes }));
    const db = createReadModelDb(pool);
    try {
      await migrateReadModels(db);
      const admin = await pool.connect();
      const loadSeconds = await loadLog(admin, log).finally(() => admin.release());
      console.log(`  loaded es_events + es_streams in ${loadSeconds.toFixed(1)} s; rebuilding stats…`);

      const meter = CpuMeter.withPostgres(database.name, { 'bench (rebuild)': () => [process.pid] });
      meter.begin();
      started = performance.now();
      const timed = { readAll: 0, apply: 0 };
      const result = await rebuildProjection({
        store: { ...store, readAll: (options) => clocked(timed, 'readAll', () => store.readAll(options)) },
        db,
        pool,
        projection: { ...statsProjection, apply: (trx, events) => clocked(timed, 'apply', () => statsProjection.apply(trx, events)) },
        batchSize: batchSize(),
      });
      const rebuildSeconds = (performance.now() - started) / 1000;
      const cpuCores = meter.end();
      if (result.events !== log.events) throw new Error(`rebuild replayed ${result.events} events, expected ${log.events}`);
      const check = await verify(pool);

      const baseline = await copyBaseline(pool, log);
      const eventsPerSecond = Math.round(log.events / rebuildSeconds);

      return {
        events: log.events,
        shape: LOG_SHAPE,
        generateSeconds: round(generateSeconds),
        loadEventsPerSecond: Math.round(log.events / loadSeconds),
        rebuild: {
          batchSize: batchSize() ?? 'default',
          seconds: round(rebuildSeconds),
          eventsPerSecond,
          reportedEventsPerSecond: result.eventsPerSecond,
          readAllSeconds: round(timed.readAll / 1000),
          applySeconds: round(timed.apply / 1000),
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

/** What a rebuild is compared with: COPY of the same rows into a table with no key, index or constraint (same run, same load). */
export interface CopyBaseline {
  readonly seconds: number;
  readonly eventsPerSecond: number;
}

/** The COPY baseline of benchmarks b and e: the log's rows into a plain table beside es_events. */
export async function copyBaseline(pool: pg.Pool, log: GeneratedLog): Promise<CopyBaseline> {
  const client = await pool.connect();
  try {
    await client.query(
      `CREATE TABLE plain_events (event_id uuid, stream_name text, stream_revision bigint, type text, data jsonb, metadata jsonb)`,
    );
    const started = performance.now();
    await copyChunks(client, 'plain_events', EVENT_COLUMNS, log.eventChunks);
    const seconds = (performance.now() - started) / 1000;
    await client.query('DROP TABLE plain_events');
    return { seconds: round(seconds), eventsPerSecond: Math.round(log.events / seconds) };
  } finally {
    client.release();
  }
}

/** The projector's default page (5,000) unless BENCH_REBUILD_BATCH_SIZE asks for another, to compare. */
function batchSize(): number | undefined {
  const asked = Number(process.env.BENCH_REBUILD_BATCH_SIZE);
  return Number.isInteger(asked) && asked > 0 ? asked : undefined;
}

/** Runs `work`, adding its milliseconds to `into[key]` (also when it throws). */
export async function clocked<Key extends string, T>(into: Record<Key, number>, key: Key, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    into[key] += performance.now() - started;
  }
}

/** The rebuilt model holds every logged day once, and its checkpoint is at the end of the log. */
async function verify(pool: pg.Pool): Promise<RebuildBenchResult['check']> {
  // int8 columns parse to bigint on this pool (readModelTypes).
  const { rows } = await pool.query<{ days: bigint; logged: bigint; position: bigint | null; last: bigint | null }>(`
    SELECT (SELECT count(*) FROM stats_days) AS days,
           (SELECT coalesce(sum(days_logged), 0) FROM stats_years) AS logged,
           (SELECT position FROM projection_checkpoints WHERE name = 'stats') AS position,
           (SELECT max(position) FROM es_events) AS last`);
  const row = rows[0];
  const expectedDays = LOG_SHAPE.users * LOG_SHAPE.days;
  if (
    !row ||
    Number(row.days) !== expectedDays ||
    Number(row.logged) !== expectedDays ||
    row.position === null ||
    row.position !== row.last
  ) {
    throw new Error(`stats rebuilt wrongly: ${JSON.stringify(row)} (expected ${expectedDays} days, checkpoint at the last position)`);
  }
  return { statsDays: Number(row.days), daysLogged: Number(row.logged), checkpointPosition: String(row.position) };
}
