import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import { createEventStore } from './create-event-store.js';
import { newEvent, uniqueStream } from './testing/fixtures.js';

describe('createEventStore', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('wellway_es_factory');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('picks PostgreSQL without an event-store URL and creates its schema', async () => {
    const store = await createEventStore({ databaseUrl: database.url, eventStoreUrl: '' });
    try {
      const stream = uniqueStream();
      await store.append(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
      expect(store.kind).toBe('postgres');
      expect((await store.readStream(stream)).revision).toBe(0n);
    } finally {
      await store.close();
    }
  });

  it('leaves a caller-owned pool open on close', async () => {
    const pool = new pg.Pool({ connectionString: database.url });
    const store = await createEventStore({ pool });
    await store.close();
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await pool.end();
  });

  it('picks KurrentDB for a kurrentdb:// URL without connecting yet', async () => {
    const store = await createEventStore({ eventStoreUrl: 'kurrentdb://127.0.0.1:1?tls=false' });
    expect(store.kind).toBe('kurrentdb');
    await store.close();
  });

  it('refuses to guess a database', async () => {
    await expect(createEventStore({})).rejects.toThrow('databaseUrl');
  });
});
