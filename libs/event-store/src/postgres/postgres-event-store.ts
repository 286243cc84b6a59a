import type pg from 'pg';
import type { EventStore } from '../port.js';
import type { Upcasters } from '../upcasting.js';
import { EVENTS_CHANNEL } from './append.js';
import { AppendBatcher, DEFAULT_GROUP_COMMIT, type GroupCommitOptions } from './append-batch.js';
import { CommitSignal } from './commit-signal.js';
import { hasReached, headPosition, readAllAfter, readPageEnds, readStream } from './read.js';
import { fromCheckpoint } from './rows.js';
import { DEFAULT_LIVE_OPTIONS, type LiveOptions, subscribeAll } from './subscribe.js';
import { guardPool } from './guard-pool.js';

export interface PostgresEventStoreOptions {
  readonly pool: pg.Pool;
  readonly upcasters?: Upcasters;
  /** End the pool on `close()` (when the store created it). */
  readonly ownsPool?: boolean;
  readonly live?: Partial<LiveOptions>;
  readonly groupCommit?: Partial<GroupCommitOptions>;
}

/** The PostgreSQL adapter. Call `ensureSchema(pool)` once before using it. */
export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  const { pool, upcasters } = options;
  guardPool(pool);
  const closing = new AbortController();
  const live = { ...DEFAULT_LIVE_OPTIONS, ...options.live };
  // Wakes subscribers (in every process) after appends commit, coalesced to one NOTIFY at a time.
  const commits = new CommitSignal(pool, EVENTS_CHANNEL);
  const committed = (position: bigint) => commits.committed(position);
  const appends = new AppendBatcher(pool, committed, { ...DEFAULT_GROUP_COMMIT, ...options.groupCommit });
  return {
    kind: 'postgres',
    append: (stream, events, { expectedRevision }) => appends.append(stream, events, expectedRevision),
    readStream: (stream) => readStream(pool, stream, upcasters),
    readAll: ({ after, limit }) => readAllAfter(pool, fromCheckpoint(after), limit, upcasters),
    pageEnds: ({ after, limit, pages }) => readPageEnds(pool, fromCheckpoint(after), limit, pages),
    subscribeAll: (subscription) => subscribeAll({ pool, upcasters, live, closed: closing.signal }, subscription),
    hasReached: (checkpoint, position) => hasReached(pool, checkpoint, position),
    headPosition: () => headPosition(pool),
    async close() {
      closing.abort();
      await appends.drained();
      await commits.close();
      if (options.ownsPool) await pool.end();
    },
  };
}
