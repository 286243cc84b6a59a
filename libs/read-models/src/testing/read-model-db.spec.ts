import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import type { Database } from '../database.js';
import { openReadModelDb } from './fixtures.js';

/**
 * Test support (not a test file): registers the hooks a read-model spec needs — a fresh database
 * with the read-model tables before the file, dropped after it. `opened` gets the database in
 * beforeAll (and may load fixtures into it).
 */
export function useReadModelDb(opened: (db: Kysely<Database>) => void | Promise<void>): void {
  let testDb: TestDatabase | undefined;
  let db: Kysely<Database> | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await openReadModelDb(testDb.url);
    await opened(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });
}
