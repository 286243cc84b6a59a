import { once } from 'node:events';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { EventStore } from '@wellway/event-store';
import { loadCheckpoint } from '@wellway/read-models/checkpoints';
import type { Database } from '@wellway/read-models/database';
import { PROJECTION_CHANNEL } from '@wellway/read-models/position-waiter';

/**
 * Read-your-writes: true once every named projection has processed the event at `position`,
 * false after `timeoutMs`. Wakes on the projector's notices (LISTEN on a connection opened from
 * `pool`'s options), never on a timer. A long-lived process should share one PositionWaiter
 * (libs/read-models) instead of a connection per call.
 */
export async function waitForPosition(
  db: Kysely<Database>,
  store: EventStore,
  projectionNames: readonly string[],
  position: bigint,
  timeoutMs: number,
  pool: pg.Pool,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(projectionNames);
  const notices = await listen(pool, pending);
  try {
    for (;;) {
      const seen = notices.count;
      for (const name of [...pending]) {
        const stored = await loadCheckpoint(db, name);
        if (await store.hasReached(stored?.checkpoint ?? null, position)) pending.delete(name);
      }
      if (pending.size === 0) return true;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      if (notices.count === seen) await notices.next(remaining);
    }
  } finally {
    await notices.close();
  }
}

interface Notices {
  /** Notices seen so far about the projections still awaited. */
  readonly count: number;
  /** Resolves on the next such notice, or after `ms`. */
  next(ms: number): Promise<void>;
  close(): Promise<void>;
}

async function listen(pool: pg.Pool, awaited: ReadonlySet<string>): Promise<Notices> {
  const client = new pg.Client(pool.options);
  const signal = new EventTarget();
  let count = 0;
  client.on('error', () => undefined); // a lost LISTEN only costs the wait its wake-ups: it ends at the deadline
  client.on('notification', ({ payload }) => {
    const projection = payload === undefined ? undefined : projectionOf(payload);
    if (projection === undefined || !awaited.has(projection)) return;
    count++;
    signal.dispatchEvent(new Event('notice'));
  });
  await client.connect();
  await client.query(`LISTEN ${PROJECTION_CHANNEL}`);
  return {
    get count() {
      return count;
    },
    async next(ms) {
      await once(signal, 'notice', { signal: AbortSignal.timeout(ms) }).catch(() => undefined);
    },
    close: () => client.end().catch(() => undefined),
  };
}

function projectionOf(payload: string): string | undefined {
  try {
    const notice: unknown = JSON.parse(payload);
    return typeof notice === 'object' && notice !== null && 'projection' in notice && typeof notice.projection === 'string'
      ? notice.projection
      : undefined;
  } catch {
    return undefined;
  }
}
