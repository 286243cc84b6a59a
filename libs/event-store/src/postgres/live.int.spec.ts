import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import { newEvent, readToEnd, sampleMetadata, uniqueStream } from '../testing/fixtures.js';
import { eventually, openPostgresStore } from '../testing/postgres.js';
import { startSubscriber } from '../testing/subscriber.js';
import { ensureSchema } from './schema.js';

describe('PostgreSQL live subscription, schema and upcasting', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('wellway_es_live');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('ensureSchema is idempotent when several processes run it at once', async () => {
    const { store, pool } = await openPostgresStore(database.url);
    try {
      await Promise.all(Array.from({ length: 6 }, () => ensureSchema(pool)));
      const { rows } = await pool.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_indexes WHERE indexname = 'es_events_transaction_position'",
      );
      expect(rows[0]?.n).toBe('1');
    } finally {
      await store.close();
    }
  });

  it('reads created_at to the millisecond, truncated as a Date holds it, on every read path', async () => {
    const { store, pool } = await openPostgresStore(database.url);
    const stream = uniqueStream('created');
    try {
      const from = await readToEnd(store);
      const { position } = await store.append(stream, [newEvent('Dated')], { expectedRevision: 'no_stream' });
      await pool.query("UPDATE es_events SET created_at = '2026-11-23 10:11:12.345999+00' WHERE position = $1", [position.toString()]);
      const expected = new Date('2026-11-23T10:11:12.345Z');

      expect((await store.readStream(stream)).events[0]?.createdAt).toEqual(expected);
      expect((await store.readAll({ after: from, limit: 10 })).find((e) => e.streamName === stream)?.createdAt).toEqual(expected);
      const subscriber = startSubscriber(store, from);
      try {
        await subscriber.until('the dated event', (seen) => seen.some((e) => e.streamName === stream), 10_000);
        expect(subscriber.events.find((e) => e.streamName === stream)?.createdAt).toEqual(expected);
      } finally {
        await subscriber.stop();
      }
    } finally {
      await store.close();
    }
  });

  it('wakes on the commit notification, not on the safety poll', async () => {
    const { store, pool } = await openPostgresStore(database.url, { live: { safetyPollMs: 600_000 } });
    const stream = uniqueStream('live');
    const idle = watchIdle(pool);
    const subscriber = startSubscriber(store, await readToEnd(store));
    try {
      await idle.next();
      await store.append(stream, [newEvent('Ping')], { expectedRevision: 'no_stream' });
      await subscriber.until('the live event', (seen) => seen.some((e) => e.streamName === stream), 10_000);
    } finally {
      await subscriber.stop();
      await store.close();
    }
  });

  it('finds a commit it was never notified of on the safety poll', async () => {
    const { store, pool } = await openPostgresStore(database.url, { live: { safetyPollMs: 50 } });
    const stream = uniqueStream('silent');
    const subscriber = startSubscriber(store, await readToEnd(store));
    try {
      await pool.query(
        `WITH writer AS (SELECT es_register_writer())
         INSERT INTO es_events (event_id, stream_name, stream_revision, type, data, metadata)
         SELECT gen_random_uuid(), $1, 0, 'Silent', '{}', $2 FROM writer`,
        [stream, JSON.stringify(sampleMetadata())],
      );
      await subscriber.until('the unannounced event', (seen) => seen.some((e) => e.streamName === stream));
    } finally {
      await subscriber.stop();
      await store.close();
    }
  });

  it('listens again after its LISTEN connection is killed', async () => {
    const { store, pool } = await openPostgresStore(database.url, { live: { safetyPollMs: 600_000 } });
    const [before, after] = [uniqueStream('before'), uniqueStream('after')];
    const idle = watchIdle(pool);
    const subscriber = startSubscriber(store, await readToEnd(store));
    try {
      await store.append(before, [newEvent('A')], { expectedRevision: 'no_stream' });
      await subscriber.until('the first event', (seen) => seen.some((e) => e.streamName === before));
      const listeners = async () =>
        (
          await pool.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`)
        ).rows.map((row) => row.pid);
      const [killed] = await listeners();
      idle.mark();
      await pool.query('SELECT pg_terminate_backend($1)', [killed]);
      await eventually('a new LISTEN connection', async () => {
        const pids = await listeners();
        return pids.length === 1 && pids[0] !== killed;
      });
      await idle.next();
      await store.append(after, [newEvent('B')], { expectedRevision: 'no_stream' });
      await subscriber.until('the event after the reconnect', (seen) => seen.some((e) => e.streamName === after), 10_000);
    } finally {
      await subscriber.stop();
      await store.close();
    }
  });

  it('upcasts old event shapes on every read path without rewriting them', async () => {
    const upcasters = {
      NameGiven: (data: unknown, schemaVersion: number) => (schemaVersion < 2 ? { fullName: (data as { name: string }).name } : data),
    };
    const { store, pool } = await openPostgresStore(database.url, { upcasters });
    const stream = uniqueStream('upcast');
    const start = await readToEnd(store);
    const subscriber = startSubscriber(store, start);
    try {
      await store.append(
        stream,
        [
          newEvent('NameGiven', { name: 'Ada' }, sampleMetadata({ schemaVersion: 1 })),
          newEvent('NameGiven', { fullName: 'Grace' }, sampleMetadata({ schemaVersion: 2 })),
        ],
        { expectedRevision: 'no_stream' },
      );
      const expected = [{ fullName: 'Ada' }, { fullName: 'Grace' }];
      await subscriber.until('both events', (seen) => seen.filter((e) => e.streamName === stream).length === 2);

      expect((await store.readStream(stream)).events.map((e) => e.data)).toEqual(expected);
      expect((await store.readAll({ after: start, limit: 10 })).map((e) => e.data)).toEqual(expected);
      expect(subscriber.events.filter((e) => e.streamName === stream).map((e) => e.data)).toEqual(expected);
      const stored = await pool.query('SELECT data FROM es_events WHERE stream_name = $1 ORDER BY stream_revision', [stream]);
      expect(stored.rows.map((row) => row.data)).toEqual([{ name: 'Ada' }, { fullName: 'Grace' }]);
    } finally {
      await subscriber.stop();
      await store.close();
    }
  });
});

/**
 * Resolves once the subscriber has checked for held-back rows (its last query before it waits
 * for a notification) and that check has answered: anything committed later must wake it.
 */
function watchIdle(pool: pg.Pool) {
  const spy = vi.spyOn(pool, 'query');
  let seen = 0;
  const checks = () =>
    spy.mock.calls.flatMap(([sql], index) => (typeof sql === 'string' && sql.includes('AS held') ? [spy.mock.results[index]?.value] : []));
  return {
    mark() {
      seen = checks().length;
    },
    async next() {
      await eventually('the subscriber to go idle', () => checks().length > seen);
      seen = checks().length;
      await checks().at(-1);
    },
  };
}
