import pg from 'pg';
import { createKurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.js';
import type { EventStore } from './port.js';
import { createPostgresEventStore } from './postgres/postgres-event-store.js';
import { ensureSchema } from './postgres/schema.js';
import type { Upcasters } from './upcasting.js';

export interface CreateEventStoreOptions {
  /** PostgreSQL connection string; the store then owns (and closes) its pool. */
  readonly databaseUrl?: string;
  /** A pool shared with the caller, who closes it. */
  readonly pool?: pg.Pool;
  /** `kurrentdb://…` or `esdb://…` (EVENTSTORE_URL): selects the KurrentDB adapter. */
  readonly eventStoreUrl?: string;
  readonly upcasters?: Upcasters;
}

/** KurrentDB when `eventStoreUrl` is set, else PostgreSQL (its schema created if missing). */
export async function createEventStore(options: CreateEventStoreOptions): Promise<EventStore> {
  const { upcasters } = options;
  if (options.eventStoreUrl) return createKurrentDbEventStore({ connectionString: options.eventStoreUrl, upcasters });
  if (options.pool) {
    await ensureSchema(options.pool);
    return createPostgresEventStore({ pool: options.pool, upcasters });
  }
  if (!options.databaseUrl) throw new Error('createEventStore needs databaseUrl, pool or eventStoreUrl');
  const pool = new pg.Pool({ connectionString: options.databaseUrl });
  // An idle connection dropped by the server would otherwise crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  try {
    await ensureSchema(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return createPostgresEventStore({ pool, upcasters, ownsPool: true });
}
