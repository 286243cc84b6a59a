import type { Kysely } from 'kysely';
import pg from 'pg';
import { personalDataPolicy } from '@wellway/domain';
import {
  createEventStore,
  createPostgresEventStore,
  createPostgresKeyStore,
  ensureKeyStoreSchema,
  ensureSchema,
  findEventWrittenBeforeSealing,
  OutdatedEventLogError,
  sealPersonalData,
  type EventStore,
  type LiveOptions,
} from '@wellway/event-store';
import { createReadModelDb, migrateReadModels, readModelTypes, type Database } from '@wellway/read-models';
import type { Logger } from './logger.js';
import type { RebuildThreads } from './replay-threads.js';

/** What the projector process and the projections CLI run on. */
export interface Environment {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  readonly pool: pg.Pool;
  /** Where rebuilds replay on threads: a PostgreSQL log only (KurrentDB cannot end pages ahead). */
  readonly rebuildThreads?: RebuildThreads;
  close(): Promise<void>;
}

/**
 * `DATABASE_URL` (read models, and the event store unless `EVENTSTORE_URL` names KurrentDB).
 * Throws OutdatedEventLogError for a log written before personal data was sealed.
 */
export async function openEnvironment(
  env: { readonly DATABASE_URL?: string; readonly EVENTSTORE_URL?: string; readonly REBUILD_THREADS?: number },
  logger: Logger,
): Promise<Environment> {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  // Pools of our own, guarded: the store's default pool has no 'error' listener.
  const storePool = guardPool(new pg.Pool({ connectionString: databaseUrl }), logger);
  const pool = guardPool(new pg.Pool({ connectionString: databaseUrl, types: readModelTypes }), logger);
  const db = createReadModelDb(pool);
  const close = async (store?: EventStore) => {
    await store?.close();
    await Promise.all([db.destroy(), storePool.end()]);
  };
  let store: EventStore | undefined;
  try {
    store = await openStore(storePool, env.EVENTSTORE_URL || undefined);
    // A log written before personal data was sealed must be re-seeded, never projected (docs/personal-data.md).
    const outdated = await findEventWrittenBeforeSealing(store, personalDataPolicy);
    if (outdated) throw new OutdatedEventLogError(outdated);
    await migrateReadModels(db);
  } catch (error) {
    await close(store);
    throw error;
  }
  const opened = store;
  const threads = env.EVENTSTORE_URL ? 0 : (env.REBUILD_THREADS ?? 0);
  const rebuildThreads = threads > 0 ? { databaseUrl, count: threads } : undefined;
  return { store: opened, db, pool, ...(rebuildThreads && { rebuildThreads }), close: () => close(opened) };
}

/**
 * The projector reads the log through one subscription (LogTail), so its backoff while committed
 * events wait behind an older event writer still open can stay short: the store's default grows to 500 ms,
 * which a read model then lags by, although such a wait usually ends within milliseconds.
 */
const PROJECTOR_LIVE: Partial<LiveOptions> = { maxBackoffMs: 40 };

/** The log, read with personal data unsealed (docs/personal-data.md); the keys live in PostgreSQL either way. */
async function openStore(pool: pg.Pool, eventStoreUrl: string | undefined): Promise<EventStore> {
  await ensureKeyStoreSchema(pool);
  if (eventStoreUrl) {
    return createEventStore({ eventStoreUrl, pool, personalData: { policy: personalDataPolicy, keys: createPostgresKeyStore(pool) } });
  }
  await ensureSchema(pool);
  return sealedPostgresStore(pool);
}

/**
 * The PostgreSQL log read with personal data unsealed, its schemas already in place (openStore
 * made them): the projector's, and each rebuild thread's (replay-thread.ts).
 */
export function sealedPostgresStore(pool: pg.Pool): EventStore {
  const keys = createPostgresKeyStore(pool);
  return sealPersonalData(createPostgresEventStore({ pool, live: PROJECTOR_LIVE }), { policy: personalDataPolicy, keys });
}

/** While the database restarts every connection fails at once: one line for them all. */
const QUIET_MS = 10_000;

/**
 * A connection that dies while checked out (server restart, pg_terminate_backend) emits 'error'
 * with no listener attached, which would crash the process; the query using it fails anyway.
 * Said in one line (no stack), at most once per QUIET_MS for the pool.
 */
export function guardPool(pool: pg.Pool, logger: Logger): pg.Pool {
  let lastSaid = Number.NEGATIVE_INFINITY;
  const say = (error: Error) => {
    if (Date.now() - lastSaid < QUIET_MS) return;
    lastSaid = Date.now();
    logger.warn(`database connection lost (${error.message}); the pool reconnects`);
  };
  pool.on('error', say);
  pool.on('connect', (client) => client.on('error', say));
  return pool;
}
