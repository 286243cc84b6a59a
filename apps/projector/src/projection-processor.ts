import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { EventStore } from '@wellway/event-store';
import { loadCheckpoint } from '@wellway/read-models/checkpoints';
import type { Database } from '@wellway/read-models/database';
import type { Projection } from '@wellway/read-models/projection';
import type { Logger } from './logger.js';
import type { Processor } from './processor.js';
import type { OneAtATime } from './one-at-a-time.js';
import { rebuildProjection } from './rebuild.js';

export interface RebuildDeps {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  readonly pool: pg.Pool;
  readonly logger: Logger;
  readonly batchSize?: number;
  /**
   * Rebuilds of one runner take turns. A rebuild's swap reads the log (a pooled connection) inside
   * its own transaction (another): rebuilds side by side, one per projection, could take every
   * connection of the pool and then wait on each other for one more.
   */
  readonly rebuilds?: OneAtATime;
}

/** A projection as the runner sees it: before going live, an outdated read model is rebuilt. */
export function projectionProcessor(projection: Projection, deps: RebuildDeps): Processor {
  return {
    name: projection.name,
    version: projection.version,
    eventTypes: projection.eventTypes,
    handle: (trx, events) => projection.apply(trx, events),
    prepare: (signal) => rebuildIfOutdated(projection, deps, signal),
  };
}

/** Rebuilds when the stored version is older than the code's, or when it never ran on a non-empty log. */
async function rebuildIfOutdated(projection: Projection, deps: RebuildDeps, signal: AbortSignal): Promise<void> {
  const stored = await loadCheckpoint(deps.db, projection.name);
  const outdated = stored ? stored.version < projection.version : (await deps.store.readAll({ after: null, limit: 1 })).length > 0;
  if (!outdated) return;
  deps.logger.info(`${projection.name}: rebuilding`, { from: stored?.version ?? null, to: projection.version });
  const rebuild = () => rebuildProjection({ ...deps, projection, signal });
  const result = await (deps.rebuilds ? deps.rebuilds.run(rebuild) : rebuild());
  deps.logger.info(`${projection.name}: rebuilt`, result);
}
