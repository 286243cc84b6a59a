import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredEvent } from '@wellway/event-store';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import type { Database } from '../database.js';
import type { Projection } from '../projection.js';
import { openReadModelDb, replayEveryWay } from './fixtures.js';

/** A read-model spec's database: set in beforeAll, before any test reads it. */
export interface ReadModelBed {
  readonly db: Kysely<Database>;
}

/**
 * Test support (not a test file): registers the hooks a read-model spec needs — a fresh database
 * with the read-model tables before the file, dropped after it — and answers the database's bed.
 * `opened`, if given, gets the database in beforeAll (and may load fixtures into it).
 */
export function useReadModelDb(opened?: (db: Kysely<Database>) => void | Promise<void>): ReadModelBed {
  const bed = {} as { db: Kysely<Database> };
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    bed.db = await openReadModelDb(testDb.url);
    await opened?.(bed.db);
  });
  afterAll(async () => {
    await bed.db?.destroy();
    await testDb?.drop();
  });
  return bed;
}

/**
 * Replays the events every way `replayEveryWay` does (one batch, small batches, twice over) and
 * expects every pass to leave the same tables; answers them.
 */
export async function replayedAlike(...args: Parameters<typeof replayEveryWay>) {
  const [first, ...others] = await replayEveryWay(...args);
  if (!first) throw new Error('replayEveryWay made no pass');
  for (const pass of others) expect(pass).toEqual(first);
  return first;
}

/**
 * The property every projection spec checks first: `events` give the same tables however often and
 * in whatever batches they arrive (replayedAlike), with `rows` rows in each table named.
 */
export function itGivesTheSameTables(
  bed: ReadModelBed,
  projection: Projection,
  events: readonly StoredEvent[],
  rows: Readonly<Record<string, number>>,
  ignoreColumns: readonly string[] = [],
): void {
  it('gives the same tables however often and in whatever batches the events arrive', async () => {
    const tables = await replayedAlike(bed.db, projection, events, ignoreColumns);
    for (const [table, count] of Object.entries(rows)) expect(tables[table]).toHaveLength(count);
  });
}
