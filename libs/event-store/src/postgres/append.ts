import pg from 'pg';
import { DuplicateEventIdError } from '../errors.js';
import { type AppendResult, type ExpectedRevision, type NewEvent, WrongExpectedRevisionError } from '../port.js';
import { inTransaction } from './transaction.js';

export const EVENTS_CHANNEL = 'wellway_events';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export async function appendToStream(
  pool: pg.Pool,
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  assertExpectedRevision(expected);
  if (events.length === 0) return checkWithoutWriting(pool, stream, expected);
  const ids = distinctIds(stream, events);
  try {
    return await inTransaction(pool, (client) => write(client, stream, events, ids, expected));
  } catch (error) {
    // A concurrent append of the same ids wins the race: after it commits, answer as it did.
    if (!(error instanceof WrongExpectedRevisionError) && !isEventIdClash(error)) throw error;
    const stored = await findStored(pool, stream, ids);
    if (stored) return stored;
    throw isEventIdClash(error) ? new DuplicateEventIdError(stream, ids) : error;
  }
}

async function write(
  client: pg.PoolClient,
  stream: string,
  events: readonly NewEvent[],
  ids: readonly string[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  const stored = await findStored(client, stream, ids);
  if (stored) return stored;
  const revision = await claimRevisions(client, stream, expected, events.length);
  const position = await insertEvents(client, stream, revision - BigInt(events.length) + 1n, events);
  // Delivered to listeners only when (and if) this transaction commits.
  await client.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, position.toString()]);
  return { nextExpectedRevision: revision, position };
}

/** Moves the stream row to its new revision, or throws when the expected revision does not hold. */
async function claimRevisions(
  client: pg.PoolClient,
  stream: string,
  expected: ExpectedRevision,
  count: number,
): Promise<bigint> {
  const { rows } = await client.query<{ revision: string }>(claimSql(expected), claimParams(stream, expected, count));
  const claimed = rows[0];
  if (claimed) return BigInt(claimed.revision);
  throw new WrongExpectedRevisionError(stream, expected, await currentRevision(client, stream));
}

function claimSql(expected: ExpectedRevision): string {
  if (expected === 'no_stream') {
    return 'INSERT INTO es_streams (stream_name, revision) VALUES ($1, $2::bigint - 1) ON CONFLICT DO NOTHING RETURNING revision';
  }
  if (expected === 'any') {
    return `INSERT INTO es_streams (stream_name, revision) VALUES ($1, $2::bigint - 1)
      ON CONFLICT (stream_name) DO UPDATE SET revision = es_streams.revision + $2::bigint RETURNING revision`;
  }
  return 'UPDATE es_streams SET revision = revision + $2::bigint WHERE stream_name = $1 AND revision = $3::bigint RETURNING revision';
}

function claimParams(stream: string, expected: ExpectedRevision, count: number): unknown[] {
  return typeof expected === 'bigint' ? [stream, count, expected.toString()] : [stream, count];
}

async function insertEvents(
  client: pg.PoolClient,
  stream: string,
  firstRevision: bigint,
  events: readonly NewEvent[],
): Promise<bigint> {
  const { rows } = await client.query<{ position: string }>(
    `INSERT INTO es_events (event_id, stream_name, stream_revision, type, data, metadata)
     SELECT e.id, $1, $2::bigint + e.ord - 1, e.type, e.data, e.metadata
     FROM unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) WITH ORDINALITY AS e(id, type, data, metadata, ord)
     ORDER BY e.ord
     RETURNING position`,
    [
      stream,
      firstRevision.toString(),
      events.map((event) => event.id),
      events.map((event) => event.type),
      events.map((event) => JSON.stringify(event.data ?? null)),
      events.map((event) => JSON.stringify(event.metadata)),
    ],
  );
  return rows.reduce((last, row) => (BigInt(row.position) > last ? BigInt(row.position) : last), -1n);
}

/**
 * The idempotent answer when every id is already stored in this stream; null when none is;
 * DuplicateEventIdError when only some are, or they belong to another stream.
 */
async function findStored(db: Queryable, stream: string, ids: readonly string[]): Promise<AppendResult | null> {
  const { rows } = await db.query<{ stream_name: string; stream_revision: string; position: string }>(
    'SELECT stream_name, stream_revision, position FROM es_events WHERE event_id = ANY($1::uuid[])',
    [ids],
  );
  if (rows.length === 0) return null;
  if (rows.length !== ids.length || rows.some((row) => row.stream_name !== stream)) {
    throw new DuplicateEventIdError(stream, ids);
  }
  return {
    nextExpectedRevision: maxOf(rows.map((row) => BigInt(row.stream_revision))),
    position: maxOf(rows.map((row) => BigInt(row.position))),
  };
}

async function checkWithoutWriting(pool: pg.Pool, stream: string, expected: ExpectedRevision): Promise<AppendResult> {
  const { rows } = await pool.query<{ revision: string; position: string | null }>(
    `SELECT s.revision, (SELECT max(e.position) FROM es_events e WHERE e.stream_name = s.stream_name) AS position
     FROM es_streams s WHERE s.stream_name = $1`,
    [stream],
  );
  const revision = rows[0] ? BigInt(rows[0].revision) : -1n;
  const holds = expected === 'any' || (expected === 'no_stream' ? revision === -1n : revision === expected);
  if (!holds) throw new WrongExpectedRevisionError(stream, expected, revision);
  return { nextExpectedRevision: revision, position: rows[0]?.position ? BigInt(rows[0].position) : -1n };
}

async function currentRevision(db: Queryable, stream: string): Promise<bigint> {
  const { rows } = await db.query<{ revision: string }>('SELECT revision FROM es_streams WHERE stream_name = $1', [
    stream,
  ]);
  return rows[0] ? BigInt(rows[0].revision) : -1n;
}

function distinctIds(stream: string, events: readonly NewEvent[]): string[] {
  const ids = events.map((event) => event.id.toLowerCase());
  if (new Set(ids).size !== ids.length) throw new DuplicateEventIdError(stream, ids);
  return ids;
}

function assertExpectedRevision(expected: ExpectedRevision): void {
  if (typeof expected === 'bigint' && expected < 0n) {
    throw new RangeError(`Expected revision must be 'no_stream', 'any' or >= 0n, got ${expected}`);
  }
}

function isEventIdClash(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === '23505' && error.constraint === 'es_events_event_id_key';
}

function maxOf(values: readonly bigint[]): bigint {
  return values.reduce((max, value) => (value > max ? value : max));
}
