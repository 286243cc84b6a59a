import pg from 'pg';
import type { EventStore } from '../port.js';
import { createPostgresEventStore, type PostgresEventStoreOptions } from '../postgres/postgres-event-store.js';
import { ensureSchema } from '../postgres/schema.js';

export interface OpenedStore {
  readonly store: EventStore;
  readonly pool: pg.Pool;
}

/** A PostgreSQL store with its own pool on `url`, schema ensured; `store.close()` ends the pool. */
export async function openPostgresStore(
  url: string,
  options: Omit<PostgresEventStoreOptions, 'pool' | 'ownsPool'> & { readonly max?: number } = {},
): Promise<OpenedStore> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  await ensureSchema(pool);
  return { pool, store: createPostgresEventStore({ ...options, pool, ownsPool: true }) };
}

/** Polls `probe` until it holds; for conditions nothing notifies about (never a fixed sleep). */
export async function eventually(description: string, probe: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
