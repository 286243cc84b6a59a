/** A projection's rebuild through its fast path from a generated log, beside COPYing the same rows (benchmarks e and r). */
import pg from 'pg';
import { personalDataPolicy } from '@wellway/domain';
import { createEventStore } from '@wellway/event-store';
import { createReadModelDb, migrateReadModels, readModelTypes, type Projection, type RebuildFinish } from '@wellway/read-models';
import { projectorEnv } from '@wellway/projector/dist/config.js';
import { rebuildProjection } from '@wellway/projector/dist/rebuild.js';
import type { RebuildThreads } from '@wellway/projector/dist/replay-threads.js';
import { clocked, copyBaseline, type CopyBaseline } from '../rebuild.js';
import { cpuMsPer, CpuMeter, type CpuBreakdown } from './cpu.js';
import { quietPool, withBenchDatabase } from './database.js';
import { loadLog, type GeneratedLog } from './events.js';
import { round } from './stats.js';

export interface FastRebuildResult<Check> {
  readonly events: number;
  readonly rebuild: {
    readonly seconds: number;
    readonly eventsPerSecond: number;
    readonly reportedEventsPerSecond: number;
    /** Time until the fast path's finish began (the replay, on threads and here) and in its finish. */
    readonly replaySeconds: number;
    readonly finishSeconds: number;
    readonly cpuCores: CpuBreakdown;
    readonly cpuMicrosPerEvent: Record<string, number>;
  };
  readonly baseline: CopyBaseline;
  readonly rebuildShareOfBaseline: number;
  readonly check: Check;
}

/** Loads `log` into a fresh database, rebuilds `projection` from position 0, checks the tables with `verify`, then times the COPY baseline. */
export async function benchFastRebuild<Check>(
  label: string,
  log: GeneratedLog,
  projection: Projection,
  verify: (pool: pg.Pool) => Promise<Check>,
): Promise<FastRebuildResult<Check>> {
  return withBenchDatabase(label, async (database) => {
    const store = await createEventStore({ databaseUrl: database.url, personalData: { policy: personalDataPolicy } });
    const pool = quietPool(new pg.Pool({ connectionString: database.url, types: readModelTypes }));
    const db = createReadModelDb(pool);
    try {
      await migrateReadModels(db);
      const admin = await pool.connect();
      const loadSeconds = await loadLog(admin, log).finally(() => admin.release());
      console.log(`  loaded es_events in ${loadSeconds.toFixed(1)} s; rebuilding ${projection.name}…`);

      const meter = CpuMeter.withPostgres(database.name, { 'bench (rebuild)': () => [process.pid] });
      meter.begin();
      const started = performance.now();
      const phases = rebuildPhases();
      const threads = rebuildThreads(database.url);
      const result = await rebuildProjection({ store, db, pool, projection: timedRebuild(projection, phases), threads });
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

export interface RebuildPhases {
  readonly started: number;
  /** ms from `started` until the finish began (the replay, wherever it ran: threads apply their pages out of sight). */
  replay: number;
  finish: number;
}

/** Phases clocked from now. */
export const rebuildPhases = (): RebuildPhases => ({ started: performance.now(), replay: 0, finish: 0 });

/** BENCH_REBUILD_THREADS, read by the projector's REBUILD_THREADS rule (its default when unset; 0: none). */
export function rebuildThreads(databaseUrl: string): RebuildThreads | undefined {
  const count = projectorEnv.shape.REBUILD_THREADS.parse(process.env.BENCH_REBUILD_THREADS);
  return count > 0 ? { databaseUrl, count } : undefined;
}

/** The projection with its fast path's two phases clocked into `phases` (ms); its prepare and page options kept. */
export function timedRebuild(projection: Projection, phases: RebuildPhases): Projection {
  const { rebuild } = projection;
  if (!rebuild) throw new Error(`${projection.name} has no fast rebuild path`);
  return {
    ...projection,
    rebuild: {
      ...rebuild,
      finish: (steps) => {
        phases.replay = performance.now() - phases.started;
        return clocked(phases, 'finish', () => rebuild.finish(timedSteps(steps)));
      },
    },
  };
}

/** The finish's steps, each one's seconds printed as it ends (side by side: each, and the whole). */
function timedSteps(steps: RebuildFinish): RebuildFinish {
  let turn = 0;
  const timed = async (label: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    console.log(`    finish ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  return {
    step: (work) => timed(`step ${++turn}`, () => steps.step(work)),
    sideBySide: (works) => {
      const at = ++turn;
      return timed(`step ${at} (side by side)`, () =>
        steps.sideBySide(works.map((work, index) => (trx) => timed(`step ${at}.${index + 1}`, () => work(trx)))),
      );
    },
  };
}
