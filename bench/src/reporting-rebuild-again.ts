/**
 * Rebuilds reporting again in a database that bench r kept (BENCH_KEEP_DATABASE=1): the same log
 * without its load, each finish step timed. For comparing variants of the rebuild one after the
 * other on one log (this machine's speed drifts between runs: alternate them). BENCH_SEQUENTIAL=1
 * runs the steps the finish asks for side by side one after another instead; BENCH_REBUILD_BATCH_SIZE
 * sets the events per page (the projector's default otherwise), BENCH_REBUILD_THREADS the replay's threads (2; 0: none).
 *   BENCH_DB=wellway_bench_r_… node --max-semi-space-size=64 bench/dist/reporting-rebuild-again.js
 */
import pg from 'pg';
import { personalDataPolicy } from '@wellway/domain';
import { createEventStore } from '@wellway/event-store';
import { createReadModelDb, readModelTypes, reportingProjection, type Projection, type RebuildFinish } from '@wellway/read-models';
import { rebuildProjection } from '@wellway/projector/dist/rebuild.js';
import { ADMIN_URL, quietPool } from './support/database.js';
import { rebuildPhases, rebuildThreads, timedRebuild } from './support/fast-rebuild.js';

const oneAfterAnother = (steps: RebuildFinish): RebuildFinish => ({
  step: steps.step,
  sideBySide: async (works) => {
    for (const work of works) await steps.step(work);
  },
});

/** The projection with its finish's side-by-side steps run one after another. */
function sequential(projection: Projection): Projection {
  const { rebuild } = projection;
  if (!rebuild) return projection;
  return { ...projection, rebuild: { ...rebuild, finish: (steps) => rebuild.finish(oneAfterAnother(steps)) } };
}

const name = process.env.BENCH_DB;
if (!name) throw new Error('BENCH_DB names the database bench r kept (BENCH_KEEP_DATABASE=1)');
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const store = await createEventStore({ databaseUrl: url.toString(), personalData: { policy: personalDataPolicy } });
const pool = quietPool(new pg.Pool({ connectionString: url.toString(), types: readModelTypes }));
const db = createReadModelDb(pool);
try {
  // From the start again: no checkpoint, no shadow left by the run before.
  await pool.query(`DELETE FROM projection_checkpoints WHERE name IN ('reporting', 'reporting@rebuild')`);
  await pool.query('DROP SCHEMA IF EXISTS rebuild_reporting CASCADE');
  const phases = rebuildPhases();
  const timed = timedRebuild(reportingProjection, phases);
  const { started } = phases;
  const projection = process.env.BENCH_SEQUENTIAL ? sequential(timed) : timed;
  const batchSize = Number(process.env.BENCH_REBUILD_BATCH_SIZE) || undefined;
  const threads = rebuildThreads(url.toString());
  const result = await rebuildProjection({ store, db, pool, projection, threads, ...(batchSize && { batchSize }) });
  const seconds = (performance.now() - started) / 1000;
  const perSecond = Math.round(result.events / seconds).toLocaleString('en-US');
  console.log(`  ${result.events.toLocaleString('en-US')} events in ${seconds.toFixed(1)} s: ${perSecond} events/s`);
  console.log(`  replay ${(phases.replay / 1000).toFixed(1)} s, finish ${(phases.finish / 1000).toFixed(1)} s`);
} finally {
  await store.close();
  await db.destroy();
}
