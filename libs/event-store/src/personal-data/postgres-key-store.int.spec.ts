import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import { SubjectErasedError, type KeyStore } from './port.js';
import { createPostgresKeyStore, ensureKeyStoreSchema } from './postgres-key-store.js';

let database: TestDatabase;
let pool: pg.Pool;
let keys: KeyStore;

beforeAll(async () => {
  database = await createTestDatabase('key_store');
  pool = new pg.Pool({ connectionString: database.url, max: 8 });
  await ensureKeyStoreSchema(pool);
  await ensureKeyStoreSchema(pool); // idempotent
  keys = createPostgresKeyStore(pool);
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

describe('PostgreSQL key store', () => {
  it('gives each subject one 32-byte key, the same to concurrent callers', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => keys.keysForSealing(['alice', 'bob'])));
    const alice = results[0]!.get('alice')!;
    expect(alice).toHaveLength(32);
    expect(results.every((result) => result.get('alice')!.equals(alice))).toBe(true);
    expect(results[0]!.get('bob')!.equals(alice)).toBe(false);
    expect((await keys.keysForReading(['alice', 'nobody'])).get('alice')!.equals(alice)).toBe(true);
    expect((await keys.keysForReading(['nobody'])).size).toBe(0);
  });

  it('destroys a key for good: never readable again, never recreated, idempotent', async () => {
    await keys.keysForSealing(['carol']);
    await keys.destroy('carol');
    await keys.destroy('carol');
    expect(await keys.isErased('carol')).toBe(true);
    expect((await keys.keysForReading(['carol'])).size).toBe(0);
    await expect(keys.keysForSealing(['carol', 'dave'])).rejects.toBeInstanceOf(SubjectErasedError);
    const { rows } = await pool.query('SELECT key FROM personal_data_keys WHERE subject = $1', ['carol']);
    expect(rows[0].key).toBeNull();
  });

  it('marks a subject erased even before it had a key', async () => {
    await keys.destroy('erin');
    expect(await keys.isErased('erin')).toBe(true);
    expect(await keys.isErased('frank')).toBe(false);
    await expect(keys.keysForSealing(['erin'])).rejects.toBeInstanceOf(SubjectErasedError);
  });

  it('keeps one hash key for stream names', async () => {
    const [first, second] = await Promise.all([keys.hashKey(), keys.hashKey()]);
    expect(first).toHaveLength(32);
    expect(first.equals(second)).toBe(true);
  });
});
