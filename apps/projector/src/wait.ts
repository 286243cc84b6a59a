import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { EventStore } from '@wellway/event-store';
import type { Database } from '@wellway/read-models/database';
import { PositionWaiter } from '@wellway/read-models/position-waiter';

/**
 * Read-your-writes for a one-off caller: true once every named projection has processed the
 * event at `position`, false after `timeoutMs`. A long-lived process should keep one
 * PositionWaiter instead of opening a LISTEN connection per call, as this does.
 */
export async function waitForPosition(
  db: Kysely<Database>,
  store: EventStore,
  projectionNames: readonly string[],
  position: bigint,
  timeoutMs: number,
  pool: pg.Pool,
): Promise<boolean> {
  const databaseUrl = pool.options.connectionString;
  if (!databaseUrl) throw new Error('waitForPosition needs a pool built from a connection string');
  const waiter = PositionWaiter.start({ db, store, databaseUrl });
  try {
    return await waiter.waitFor(projectionNames, position, timeoutMs);
  } finally {
    await waiter.close();
  }
}
