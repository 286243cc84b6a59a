import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import { createEventStore } from './create-event-store.js';
import { contractPolicy } from './personal-data/contract.js';
import { findEventWrittenBeforeSealing } from './personal-data/outdated-log.js';
import { sealingCountersOf } from './personal-data/seal-personal-data.js';
import { newEvent, sampleMetadata, uniqueStream } from './testing/fixtures.js';

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

  it('with personal data, creates the key table, seals on append and unseals on read (upcasters after unsealing)', async () => {
    const upcasters = { PersonRegistered: (data: unknown) => ({ ...(data as object), upcast: true }) };
    const store = await createEventStore({ databaseUrl: database.url, personalData: { policy: contractPolicy }, upcasters });
    const pool = new pg.Pool({ connectionString: database.url });
    try {
      const stream = uniqueStream();
      const data = { personId: 'p-1', email: 'p1@example.test', name: 'Pia', birthDate: null };
      await store.append(stream, [newEvent('PersonRegistered', data)], { expectedRevision: 'no_stream' });
      expect((await store.readStream(stream)).events[0]?.data).toEqual({ ...data, upcast: true });
      const { rows } = await pool.query('SELECT data::text AS data FROM es_events WHERE stream_name = $1', [stream]);
      expect(rows[0].data).not.toContain('p1@example.test');
      expect((await pool.query("SELECT count(*)::int AS keys FROM personal_data_keys WHERE subject = 'p-1'")).rows).toEqual([{ keys: 1 }]);
      expect(sealingCountersOf(store)).toEqual({ missingKeyReads: 0, unreadableEnvelopes: 0 });
    } finally {
      await store.close();
      await pool.end();
    }
  });

  it('finds a log written before personal data was sealed, and only such a log', async () => {
    const fresh = await createTestDatabase('wellway_es_outdated');
    const store = await createEventStore({ databaseUrl: fresh.url, personalData: { policy: contractPolicy } });
    const bare = await createEventStore({ databaseUrl: fresh.url });
    try {
      expect(await findEventWrittenBeforeSealing(store, contractPolicy)).toBeNull(); // empty
      const old = sampleMetadata({ schemaVersion: 1 });
      await bare.append(uniqueStream(), [newEvent('SiteCreated', {}, old)], { expectedRevision: 'no_stream' });
      expect(await findEventWrittenBeforeSealing(store, contractPolicy)).toBeNull(); // old, but nothing personal
      const clear = newEvent('PersonRegistered', { personId: 'p-2', email: 'p2@example.test' }, old);
      await bare.append(uniqueStream(), [clear], { expectedRevision: 'no_stream' });
      expect(await findEventWrittenBeforeSealing(store, contractPolicy)).toMatchObject({ id: clear.id, type: 'PersonRegistered' });
    } finally {
      await Promise.all([store.close(), bare.close()]);
      await fresh.drop();
    }
  });

  it('finds an event of a type sealed from a later version (sealedFrom) written below it, and only such an event', async () => {
    const fresh = await createTestDatabase('wellway_es_sealed_from');
    const policy = { ...contractPolicy, sealedFrom: { PersonRenamed: 3 } };
    const store = await createEventStore({ databaseUrl: fresh.url, personalData: { policy } });
    const bare = await createEventStore({ databaseUrl: fresh.url });
    try {
      const at = (schemaVersion: number) => sampleMetadata({ schemaVersion });
      const sealedAt2 = newEvent('PersonRegistered', { personId: 'p-3', $sealed: [] }, at(2));
      await bare.append(uniqueStream(), [sealedAt2], { expectedRevision: 'no_stream' });
      expect(await findEventWrittenBeforeSealing(store, policy)).toBeNull(); // sealed since 2: fine
      const renamed = newEvent('PersonRenamed', { personId: 'p-3', name: 'Zoë in clear' }, at(2));
      await bare.append(uniqueStream(), [renamed], { expectedRevision: 'no_stream' });
      expect(await findEventWrittenBeforeSealing(store, policy)).toMatchObject({ id: renamed.id, type: 'PersonRenamed' });
      expect(await findEventWrittenBeforeSealing(store, contractPolicy)).toBeNull(); // without sealedFrom, 2 is enough
    } finally {
      await Promise.all([store.close(), bare.close()]);
      await fresh.drop();
    }
  });
});
