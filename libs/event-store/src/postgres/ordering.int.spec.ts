import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '@wellway/test-support';
import type { NewEvent, StoredEvent } from '../port.js';
import { newEvent, readAllUntil, readToEnd, uniqueStream } from '../testing/fixtures.js';
import { eventually } from '../testing/postgres.js';
import { usePostgresStore } from '../testing/use-postgres-store.spec.js';
import { startSubscriber } from '../testing/subscriber.js';

const ids = (events: readonly { id: string }[]) => events.map((event) => event.id);

/** Inserts one event the way `append` does (registered as a writer first), on a transaction the test controls. */
async function insertRaw(client: pg.ClientBase, stream: string): Promise<{ id: string; position: bigint }> {
  const id = randomUUID();
  await client.query('SELECT es_register_writer()');
  await client.query('INSERT INTO es_streams (stream_name, revision) VALUES ($1, 0)', [stream]);
  const { rows } = await client.query<{ position: string }>(
    `INSERT INTO es_events (event_id, stream_name, stream_revision, type, data, metadata)
     VALUES ($1, $2, 0, 'Raw', '{}', '{"correlationId":"c","actorId":null,"siteId":null,"causationId":null,"schemaVersion":1}')
     RETURNING position`,
    [id, stream],
  );
  return { id, position: BigInt(rows[0]?.position ?? -1) };
}

describe('PostgreSQL global order under concurrent writers', () => {
  // No safety poll: every delivery here must come from a notification or the held-back re-read.
  const bed = usePostgresStore('wellway_es_ordering', { max: 30, live: { safetyPollMs: 600_000 } });

  it('holds readers behind an open transaction that took an earlier position, then delivers everything', async () => {
    const start = await readToEnd(bed.store);
    const subscriber = startSubscriber(bed.store, start);
    const holder = await bed.pool.connect();
    try {
      await holder.query('BEGIN');
      const held = await insertRaw(holder, uniqueStream('held'));
      const later = [newEvent('L1'), newEvent('L2'), newEvent('L3')];
      const laterStream = uniqueStream('later');
      const appended = await bed.store.append(laterStream, later, { expectedRevision: 'no_stream' });
      expect(appended.position).toBeGreaterThan(held.position);

      expect(await bed.store.readAll({ after: start, limit: 100 })).toEqual([]);
      expect(await bed.store.hasReached(await readToEnd(bed.store), appended.position)).toBe(false);
      const heldBackChecks = countQueries(bed.pool, 'AS held');
      await eventually('the subscriber to see held-back rows twice', () => heldBackChecks() >= 2);
      expect(subscriber.events).toEqual([]);

      await holder.query('COMMIT');
      await subscriber.until('all four events', (seen) => seen.length >= 4);
      expect(ids(subscriber.events)).toEqual([held.id, ...ids(later)]);
      const { events } = await readAllUntil(bed.store, start, 100, (seen) => seen.length >= 4);
      expect(ids(events)).toEqual([held.id, ...ids(later)]);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
      await subscriber.stop();
    }
  });

  it('ends no page past an open transaction that took an earlier position', async () => {
    const start = await readToEnd(bed.store);
    const holder = await bed.pool.connect();
    try {
      await holder.query('BEGIN');
      const held = await insertRaw(holder, uniqueStream('held'));
      await bed.store.append(uniqueStream('later'), [newEvent('L1'), newEvent('L2')], { expectedRevision: 'no_stream' });
      const pageEnds = bed.store.pageEnds?.bind(bed.store);
      expect(await pageEnds?.({ after: start, limit: 1, pages: 10 })).toEqual([]);

      await holder.query('COMMIT');
      const ends = (await pageEnds?.({ after: start, limit: 1, pages: 10 })) ?? [];
      const { events } = await readAllUntil(bed.store, start, 100, (seen) => seen.length >= 3);
      expect(ends).toEqual(events.map((event) => event.checkpoint));
      expect(events[0]?.id).toBe(held.id);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
    }
  });

  it('resumes on (transaction id, position), not on position alone (the Emmett 0.42 bug)', async () => {
    const start = await readToEnd(bed.store);
    const [older, younger] = [await bed.pool.connect(), await bed.pool.connect()];
    try {
      await older.query('BEGIN');
      await older.query('SELECT es_register_writer()');
      await older.query('SELECT pg_current_xact_id()'); // takes the smaller transaction id first
      await younger.query('BEGIN');
      await younger.query('SELECT es_register_writer()');
      await younger.query('SELECT pg_current_xact_id()');
      const early = await insertRaw(younger, uniqueStream('younger')); // ...but the smaller position
      const late = await insertRaw(older, uniqueStream('older'));
      await younger.query('COMMIT');
      await older.query('COMMIT');
      expect(early.position).toBeLessThan(late.position);

      const { events, pages } = await readAllUntil(bed.store, start, 1, (seen) => seen.length >= 2);

      expect(pages).toEqual([1, 1]);
      expect(ids(events)).toEqual([late.id, early.id]);
    } finally {
      older.release();
      younger.release();
    }
  });

  it('is not held back by an open transaction that writes no events (here, in another database)', async () => {
    const elsewhere = await createTestDatabase('wellway_es_unrelated');
    const unrelated = new pg.Client({ connectionString: elsewhere.url });
    const sameDatabase = await bed.pool.connect();
    const start = await readToEnd(bed.store);
    const subscriber = startSubscriber(bed.store, start);
    try {
      await unrelated.connect();
      await unrelated.query('BEGIN');
      await unrelated.query('SELECT pg_current_xact_id()'); // older than every event appended below
      await sameDatabase.query('BEGIN');
      await sameDatabase.query('SELECT pg_current_xact_id()'); // a reader's or another table's transaction
      const stream = uniqueStream('unrelated');
      const appended = await bed.store.append(stream, [newEvent('A'), newEvent('B')], { expectedRevision: 'no_stream' });

      await subscriber.until(
        'both events while the other transactions stay open',
        (seen) => seen.filter((e) => e.streamName === stream).length >= 2,
      );
      expect(await bed.store.hasReached(await readToEnd(bed.store), appended.position)).toBe(true);
      expect(ids((await bed.store.readAll({ after: start, limit: 100 })).filter((e) => e.streamName === stream))).toHaveLength(2);
    } finally {
      await sameDatabase.query('ROLLBACK').catch(() => undefined);
      sameDatabase.release();
      await unrelated.query('ROLLBACK').catch(() => undefined);
      await unrelated.end();
      await subscriber.stop();
      await elsewhere.drop();
    }
  });

  it('refuses event rows from a transaction that did not register, and a registration after it has an id', async () => {
    const stream = uniqueStream('unregistered');
    await expect(
      bed.pool.query(
        `INSERT INTO es_events (event_id, stream_name, stream_revision, type, data, metadata)
         VALUES (gen_random_uuid(), $1, 0, 'Raw', '{}', '{}')`,
        [stream],
      ),
    ).rejects.toThrow(/registered writer/);
    const late = await bed.pool.connect();
    try {
      await late.query('BEGIN');
      await late.query('SELECT pg_current_xact_id()');
      await expect(late.query('SELECT es_register_writer()')).rejects.toThrow(/before it writes anything/);
    } finally {
      await late.query('ROLLBACK');
      late.release();
    }
    expect((await bed.store.readStream(stream)).exists).toBe(false);
  });

  it('delivers every event exactly once to a live subscriber while 24 writers append concurrently', async () => {
    const start = await readToEnd(bed.store);
    const subscriber = startSubscriber(bed.store, start, 200);
    const shared = Array.from({ length: 4 }, () => uniqueStream('shared'));
    const written: NewEvent[] = [];
    const writer = async (w: number) => {
      const own = uniqueStream(`writer${w}`);
      for (let i = 0; i < 150; i += 1) {
        const events = Array.from({ length: 1 + (i % 3) }, () => newEvent('Written', { w, i }));
        written.push(...events);
        if (i % 2 === 0) await bed.store.append(own, events, { expectedRevision: i === 0 ? 'no_stream' : 'any' });
        else await bed.store.append(shared[(w + i) % shared.length], events, { expectedRevision: 'any' });
      }
    };
    try {
      await Promise.all(Array.from({ length: 24 }, (_, w) => writer(w)));
      const expected = new Set(ids(written));
      const mine = (events: readonly StoredEvent[]) => events.filter((e) => expected.has(e.id));
      await subscriber.until(`${expected.size} events`, (seen) => mine(seen).length >= expected.size, 60_000);

      const delivered = mine(subscriber.events);
      expect(delivered).toHaveLength(expected.size);
      expect(new Set(ids(delivered)).size).toBe(expected.size);
      expectStreamOrder(delivered);
      const replay = await readAllUntil(bed.store, start, 1_000, (seen) => mine(seen).length >= expected.size);
      expect(ids(mine(replay.events))).toEqual(ids(delivered));
    } finally {
      await subscriber.stop();
    }
  });
});

/** Within each stream, revisions arrive in order with no gap. */
function expectStreamOrder(events: readonly StoredEvent[]): void {
  const next = new Map<string, bigint>();
  for (const event of events) {
    expect(event.streamRevision).toBe(next.get(event.streamName) ?? 0n);
    next.set(event.streamName, event.streamRevision + 1n);
  }
}

/** Counts the pool's queries whose SQL contains `marker`. */
function countQueries(pool: pg.Pool, marker: string): () => number {
  const spy = vi.spyOn(pool, 'query');
  return () => spy.mock.calls.filter(([sql]) => typeof sql === 'string' && sql.includes(marker)).length;
}
