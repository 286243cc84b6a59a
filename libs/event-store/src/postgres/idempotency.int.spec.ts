import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DuplicateEventIdError } from '../errors.js';
import type { ExpectedRevision, NewEvent } from '../port.js';
import { newEvent, uniqueStream } from '../testing/fixtures.js';
import { eventually } from '../testing/postgres.js';
import { usePostgresStore } from '../testing/use-postgres-store.spec.js';

describe('PostgreSQL idempotent event ids', () => {
  const bed = usePostgresStore('wellway_es_idempotency', { max: 20 });

  const storedCount = async (id: string) =>
    Number((await bed.pool.query<{ n: string }>('SELECT count(*) AS n FROM es_events WHERE event_id = $1', [id])).rows[0]?.n);

  it.each<ExpectedRevision>(['no_stream', 'any'])(
    'stores one copy when 12 appends of the same event race (%s)',
    async (expectedRevision) => {
      const stream = uniqueStream('race');
      const event = newEvent('Once');

      const results = await Promise.all(Array.from({ length: 12 }, () => bed.store.append(stream, [event], { expectedRevision })));

      expect(new Set(results.map((r) => `${r.nextExpectedRevision}/${r.position}`)).size).toBe(1);
      expect(await storedCount(event.id)).toBe(1);
    },
  );

  it.each<ExpectedRevision>(['no_stream', 'any', 0n])(
    'answers idempotently when it loses the race to an in-flight append of the same ids (%s)',
    async (expectedRevision) => {
      const stream = uniqueStream('inflight');
      if (expectedRevision === 0n) await bed.store.append(stream, [newEvent('First')], { expectedRevision: 'no_stream' });
      const event = newEvent('Once');
      const first = await bed.pool.connect();
      try {
        await first.query('BEGIN');
        const firstResult = await appendOn(first, stream, event, expectedRevision);
        const second = bed.store.append(stream, [event], { expectedRevision });
        await eventually('the second append to wait on the first', () => waitingOnLocks(bed.pool));
        await first.query('COMMIT');

        expect(await second).toEqual(firstResult);
        expect(await storedCount(event.id)).toBe(1);
      } finally {
        first.release();
      }
    },
  );

  it('rejects ids stored in another stream, partly stored, or repeated within one append', async () => {
    const [stream, other] = [uniqueStream('dup'), uniqueStream('dup')];
    const [a, b] = [newEvent('A'), newEvent('B')];
    await bed.store.append(stream, [a], { expectedRevision: 'no_stream' });

    await expect(bed.store.append(other, [a], { expectedRevision: 'any' })).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(bed.store.append(stream, [a, b], { expectedRevision: 'any' })).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(bed.store.append(other, [b, b], { expectedRevision: 'any' })).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect(await storedCount(b.id)).toBe(0);
    expect((await bed.store.readStream(other)).exists).toBe(false);
  });
});

/** The statements `append` runs, on a transaction the test holds open (answers what append would). */
async function appendOn(client: pg.PoolClient, stream: string, event: NewEvent, expected: ExpectedRevision) {
  const revision = expected === 'no_stream' || expected === 'any' ? 0n : expected + 1n;
  await client.query('SELECT es_register_writer()');
  await client.query(
    `INSERT INTO es_streams (stream_name, revision) VALUES ($1, $2)
     ON CONFLICT (stream_name) DO UPDATE SET revision = excluded.revision`,
    [stream, revision.toString()],
  );
  const { rows } = await client.query<{ position: string }>(
    `INSERT INTO es_events (event_id, stream_name, stream_revision, type, data, metadata)
     VALUES ($1, $2, $3, $4, '{}', $5) RETURNING position`,
    [event.id, stream, revision.toString(), event.type, JSON.stringify(event.metadata)],
  );
  return { nextExpectedRevision: revision, position: BigInt(rows[0]?.position ?? -1) };
}

async function waitingOnLocks(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return Number(rows[0]?.n) > 0;
}
