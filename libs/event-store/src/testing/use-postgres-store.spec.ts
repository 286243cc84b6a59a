// Test support (not a test file; named *.spec.ts so the build leaves it out).
import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import type { EventStore } from '../port.js';
import { openPostgresStore } from './postgres.js';

export interface PostgresStoreBed {
  readonly database: TestDatabase;
  readonly store: EventStore;
  readonly pool: pg.Pool;
}

/**
 * The file's PostgreSQL store on a fresh database named after `prefix`: opened before its first
 * test, closed and dropped after its last.
 */
export function usePostgresStore(prefix: string, options: Parameters<typeof openPostgresStore>[1] = {}): PostgresStoreBed {
  const bed = {} as { -readonly [K in keyof PostgresStoreBed]: PostgresStoreBed[K] }; // filled in by beforeAll, before any test reads it
  beforeAll(async () => {
    bed.database = await createTestDatabase(prefix);
    Object.assign(bed, await openPostgresStore(bed.database.url, options));
  });
  afterAll(async () => {
    await bed.store?.close();
    await bed.database?.drop();
  });
  return bed;
}
