import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import { createReadModelDb } from './database.js';
import { migrateReadModels } from './migrations/index.js';

let testDb: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  testDb = await createTestDatabase();
  pool = new pg.Pool({ connectionString: testDb.url });
});
afterAll(async () => {
  await testDb?.drop();
});

describe('createReadModelDb', () => {
  it("parses dates as 'YYYY-MM-DD' and int8 as bigint, even on a shared pool it did not configure", async () => {
    const db = createReadModelDb(pool);
    const { rows } = await sql<{ day: unknown; position: unknown; at: unknown }>`
      select '2026-01-02'::date as day, 5::int8 as position, now() as at`.execute(db);
    expect(rows[0]).toEqual({ day: '2026-01-02', position: 5n, at: expect.any(Date) });

    const raw = await pool.query<{ day: unknown; position: unknown }>(`select '2026-01-02'::date as day, 5::int8 as position`);
    expect(raw.rows[0].position).toBe('5');
    expect(raw.rows[0].day).toBeInstanceOf(Date);
    await db.destroy();
  });

  it('migrates once, then finds nothing left to do', async () => {
    const db = createReadModelDb(testDb.url);
    expect((await migrateReadModels(db)).results?.every((result) => result.status === 'Success')).toBe(true);
    expect((await migrateReadModels(db)).results).toEqual([]);
    await db.destroy();
  });
});
