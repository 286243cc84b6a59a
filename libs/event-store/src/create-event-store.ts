import pg from 'pg';
import { createKurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.js';
import type { EventStore } from './port.js';
import type { KeyStore, PersonalDataPolicy } from './personal-data/port.js';
import { createPostgresKeyStore, ensureKeyStoreSchema } from './personal-data/postgres-key-store.js';
import { sealPersonalData } from './personal-data/seal-personal-data.js';
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
  /**
   * Seal the policy's personal data on append, unseal it on read (docs/personal-data.md). The keys
   * default to the PostgreSQL key store on `pool` (its table created if missing), which KurrentDB
   * needs as well: the keys never live in the log.
   */
  readonly personalData?: { readonly policy: PersonalDataPolicy; readonly keys?: KeyStore };
}

/** KurrentDB when `eventStoreUrl` is set, else PostgreSQL (its schema created if missing). */
export async function createEventStore(options: CreateEventStoreOptions): Promise<EventStore> {
  const { personalData } = options;
  // With sealing, upcasters run after unsealing (they may need the fields in clear).
  const upcasters = personalData ? undefined : options.upcasters;
  const seal = async (store: EventStore, pool: pg.Pool | undefined): Promise<EventStore> => {
    if (!personalData) return store;
    let keys = personalData.keys;
    if (!keys) {
      if (!pool) throw new Error('createEventStore: personal data sealing needs keys, or a PostgreSQL pool for its key store');
      await ensureKeyStoreSchema(pool);
      keys = createPostgresKeyStore(pool);
    }
    return sealPersonalData(store, { policy: personalData.policy, keys, upcasters: options.upcasters });
  };
  if (options.eventStoreUrl) {
    return seal(createKurrentDbEventStore({ connectionString: options.eventStoreUrl, upcasters }), options.pool);
  }
  if (options.pool) {
    await ensureSchema(options.pool);
    return seal(createPostgresEventStore({ pool: options.pool, upcasters }), options.pool);
  }
  if (!options.databaseUrl) throw new Error('createEventStore needs databaseUrl, pool or eventStoreUrl');
  const pool = new pg.Pool({ connectionString: options.databaseUrl });
  // An idle connection dropped by the server would otherwise crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  try {
    await ensureSchema(pool);
    return await seal(createPostgresEventStore({ pool, upcasters, ownsPool: true }), pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
}
