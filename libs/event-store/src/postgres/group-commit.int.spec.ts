import { describe, expect, it } from 'vitest';
import { DuplicateEventIdError } from '../errors.js';
import { type EventStore, WrongExpectedRevisionError } from '../port.js';
import { newEvent, uniqueStream } from '../testing/fixtures.js';
import { openPostgresStore } from '../testing/postgres.js';
import { usePostgresStore } from '../testing/use-postgres-store.spec.js';

/**
 * Group commit: with one statement in flight, appends handed in while it runs go together in the
 * next one (the first append of a tick goes alone, the rest of the tick queue behind it).
 */
describe('PostgreSQL group commit', () => {
  const bed = usePostgresStore('wellway_es_group_commit', { max: 10, groupCommit: { maxInFlight: 1 } });

  const deadlocks = async () =>
    (await bed.pool.query<{ n: string }>('SELECT deadlocks::text AS n FROM pg_stat_database WHERE datname = current_database()')).rows[0]
      ?.n;

  /** The transaction that stored each stream's events (a batch is one transaction). */
  async function transactionsOf(streams: readonly string[]): Promise<Map<string, string>> {
    const { rows } = await bed.pool.query<{ stream_name: string; tx: string }>(
      'SELECT DISTINCT stream_name, transaction_id::text AS tx FROM es_events WHERE stream_name = ANY($1)',
      [streams],
    );
    return new Map(rows.map((row) => [row.stream_name, row.tx]));
  }

  it('stores appends handed in together in one transaction, each with its own revisions and positions', async () => {
    const streams = Array.from({ length: 12 }, () => uniqueStream('batch'));
    const results = await Promise.all(
      streams.map((stream, index) =>
        bed.store.append(
          stream,
          Array.from({ length: 1 + (index % 3) }, (_, n) => newEvent(`E${n}`)),
          { expectedRevision: 'no_stream' },
        ),
      ),
    );

    expect(results.map((result) => result.nextExpectedRevision)).toEqual(streams.map((_, index) => BigInt(index % 3)));
    const transactions = await transactionsOf(streams);
    expect(new Set(streams.slice(1).map((stream) => transactions.get(stream))).size).toBe(1);
    for (const [index, stream] of streams.entries()) {
      const { events } = await bed.store.readStream(stream);
      expect(events.map((event) => event.type)).toEqual(Array.from({ length: 1 + (index % 3) }, (_, n) => `E${n}`));
      expect(events.at(-1)?.position).toBe(results[index]?.position);
    }
  });

  it('gives each append in a batch its own outcome: a failed revision check stores nothing and spares the rest', async () => {
    const [existing, other] = [uniqueStream('mixed'), uniqueStream('mixed')];
    await bed.store.append(existing, [newEvent('A')], { expectedRevision: 'no_stream' });
    await bed.store.append(other, [newEvent('A')], { expectedRevision: 'no_stream' });
    const [fresh, missing] = [uniqueStream('mixed'), uniqueStream('mixed')];

    const outcomes = await Promise.allSettled([
      bed.store.append(uniqueStream('mixed'), [newEvent('Leader')], { expectedRevision: 'no_stream' }), // goes alone
      bed.store.append(existing, [newEvent('B')], { expectedRevision: 0n }),
      bed.store.append(other, [newEvent('Stale')], { expectedRevision: 'no_stream' }),
      bed.store.append(fresh, [newEvent('New'), newEvent('Two')], { expectedRevision: 'any' }),
      bed.store.append(missing, [newEvent('Nope')], { expectedRevision: 3n }),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect(outcomes[2]).toMatchObject({ reason: expect.objectContaining({ expected: 'no_stream', actual: 0n }) });
    expect(outcomes[4]).toMatchObject({ reason: expect.objectContaining({ expected: 3n, actual: -1n }) });
    expect(outcomes[2]).toMatchObject({ reason: expect.any(WrongExpectedRevisionError) });
    expect((await bed.store.readStream(existing)).events.map((event) => event.type)).toEqual(['A', 'B']);
    expect((await bed.store.readStream(other)).events.map((event) => event.type)).toEqual(['A']);
    expect((await bed.store.readStream(fresh)).revision).toBe(1n);
    expect((await bed.store.readStream(missing)).exists).toBe(false);
    const transactions = await transactionsOf([existing, fresh]);
    expect(transactions.get(existing)).toBe(transactions.get(fresh));
  });

  it('lets a second append to a stream wait for the first, so both hold in order', async () => {
    const stream = uniqueStream('queued');
    const [first, second] = await Promise.all([
      bed.store.append(stream, [newEvent('First')], { expectedRevision: 'no_stream' }),
      bed.store.append(stream, [newEvent('Second')], { expectedRevision: 0n }),
    ]);

    expect([first.nextExpectedRevision, second.nextExpectedRevision]).toEqual([0n, 1n]);
    expect((await bed.store.readStream(stream)).events.map((event) => event.type)).toEqual(['First', 'Second']);
  });

  it('answers a repeated append idempotently from inside a batch, and stores the others', async () => {
    const repeated = uniqueStream('again');
    const event = newEvent('Once');
    const first = await bed.store.append(repeated, [event], { expectedRevision: 'no_stream' });
    const [clash, intruder] = [uniqueStream('again'), newEvent('Intruder')];
    await bed.store.append(clash, [intruder], { expectedRevision: 'no_stream' });
    const others = [uniqueStream('again'), uniqueStream('again')];

    const outcomes = await Promise.allSettled([
      bed.store.append(uniqueStream('again'), [newEvent('Leader')], { expectedRevision: 'no_stream' }),
      bed.store.append(repeated, [event], { expectedRevision: 'no_stream' }),
      bed.store.append(uniqueStream('again'), [intruder], { expectedRevision: 'any' }),
      ...others.map((stream) => bed.store.append(stream, [newEvent('Other')], { expectedRevision: 'no_stream' })),
    ]);

    expect(outcomes[1]).toEqual({ status: 'fulfilled', value: first });
    expect(outcomes[2]).toMatchObject({ status: 'rejected', reason: expect.any(DuplicateEventIdError) });
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
    for (const stream of others) expect((await bed.store.readStream(stream)).revision).toBe(0n);
    const { rows } = await bed.pool.query<{ n: string }>('SELECT count(*) AS n FROM es_events WHERE event_id = ANY($1)', [
      [event.id, intruder.id],
    ]);
    expect(rows[0]?.n).toBe('2');
  });

  it('never deadlocks when two stores batch appends to the same streams in opposite orders', async () => {
    const second = await openPostgresStore(bed.database.url, { max: 4, groupCommit: { maxInFlight: 2 } });
    try {
      const streams = Array.from({ length: 30 }, () => uniqueStream('crossed'));
      const rounds = 5;
      const appendAll = (target: EventStore, order: readonly string[]) =>
        Promise.all(
          order.map(async (stream) => {
            for (let round = 0; round < rounds; round++) await target.append(stream, [newEvent('Tick')], { expectedRevision: 'any' });
          }),
        );

      const deadlocksBefore = await deadlocks();
      await Promise.all([appendAll(bed.store, streams), appendAll(second.store, [...streams].reverse())]);

      expect(await deadlocks()).toBe(deadlocksBefore); // (a deadlocked batch would still be retried alone)
      for (const stream of streams) expect((await bed.store.readStream(stream)).revision).toBe(BigInt(2 * rounds - 1));
    } finally {
      await second.store.close();
    }
  });
});
