import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { personalDataPolicy, personalDigests } from '@wellway/domain';
import {
  createEventStore,
  createPostgresKeyStore,
  ensureKeyStoreSchema,
  loadKeyedHash,
  type EventStore,
  type KeyStore,
} from '@wellway/event-store';
import { createReadModelDb, PositionWaiter, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../config.js';
import { CONFIG, EVENT_STORE, KEY_STORE, PERSONAL_DIGESTS, PG_POOL, POSITION_WAITER, READ_DB } from './tokens.js';
import { AttemptFailures } from '../http/attempt-limiter.js';
import { CommandRunner } from './command-runner.js';

/** A dropped idle connection must not crash the API: the pool replaces it. */
function guardedPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 32) });
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  return pool;
}

class Shutdown implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(POSITION_WAITER) private readonly waiter: PositionWaiter,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.waiter.close();
    await this.store.close();
    await this.db.destroy();
    await this.pool.end().catch(() => undefined);
  }
}

/**
 * What every capability module uses, hence the one @Global module: the configuration, one pool,
 * the read-model db, the event store, the position waiter, the store of failed attempts that
 * every AttemptLimiter counts in, and the CommandRunner every command handler appends with. Capabilities import each other's modules explicitly.
 */
@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: PG_POOL, useFactory: () => guardedPool(config.databaseUrl) },
        { provide: READ_DB, inject: [PG_POOL], useFactory: (pool: pg.Pool) => createReadModelDb(pool) },
        {
          // The keys live in PostgreSQL beside the read models, whichever store holds the log.
          provide: KEY_STORE,
          inject: [PG_POOL],
          useFactory: async (pool: pg.Pool) => {
            await ensureKeyStoreSchema(pool);
            return createPostgresKeyStore(pool);
          },
        },
        {
          provide: PERSONAL_DIGESTS,
          inject: [KEY_STORE],
          useFactory: async (keys: KeyStore) => personalDigests(await loadKeyedHash(keys)),
        },
        {
          provide: EVENT_STORE,
          inject: [PG_POOL, KEY_STORE],
          useFactory: (pool: pg.Pool, keys: KeyStore) =>
            createEventStore({ pool, eventStoreUrl: config.eventStoreUrl, personalData: { policy: personalDataPolicy, keys } }),
        },
        {
          provide: POSITION_WAITER,
          inject: [READ_DB, EVENT_STORE],
          useFactory: (db: Kysely<Database>, store: EventStore) => PositionWaiter.start({ db, store, databaseUrl: config.databaseUrl }),
        },
        Shutdown,
        AttemptFailures,
        CommandRunner,
      ],
      exports: [CONFIG, PG_POOL, READ_DB, EVENT_STORE, KEY_STORE, PERSONAL_DIGESTS, POSITION_WAITER, AttemptFailures, CommandRunner],
    };
  }
}
