import pg from 'pg';
import { DuplicateEventIdError } from '../errors.js';
import { type AppendResult, type ExpectedRevision, type NewEvent, WrongExpectedRevisionError } from '../port.js';

export const EVENTS_CHANNEL = 'wellway_events';

/** Told the global position of the last event of every append that committed. */
export type OnCommitted = (position: bigint) => void;

/**
 * One statement, so one round trip in one (implicit) transaction: register as a writer, claim the
 * revision on the stream row, then insert the events numbered from it. When the claim fails (the
 * expected revision does not hold) nothing is inserted and no row comes back. Every row gets the
 * transaction's id (`pg_current_xact_id()`, the column default) like any multi-statement one.
 *
 * The claim reads its row from `writer`, so the registration runs before the claim writes, that
 * is before the transaction has an id (es_register_writer() refuses otherwise, so a plan that
 * ran them the other way round would fail loudly, never skip an event).
 */
const WRITER = 'writer AS (SELECT es_register_writer())';

function appendSql(claim: string): string {
  return `WITH ${WRITER}, claim AS (${claim})
    INSERT INTO es_events (event_id, stream_name, stream_revision, type, data, metadata)
    SELECT e.id, $1, claim.revision - $2::bigint + e.ord, e.type, e.data, e.metadata
    FROM claim, unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) WITH ORDINALITY AS e(id, type, data, metadata, ord)
    ORDER BY e.ord
    RETURNING position, stream_revision`;
}

/** The same for one event (the common case): plain parameters, no arrays to build or unnest. */
function appendOneSql(claim: string): string {
  return `WITH ${WRITER}, claim AS (${claim})
    INSERT INTO es_events (event_id, stream_name, stream_revision, type, data, metadata)
    SELECT $3::uuid, $1, claim.revision, $4::text, $5::jsonb, $6::jsonb FROM claim
    RETURNING position, stream_revision`;
}

const CLAIM = {
  no_stream: 'INSERT INTO es_streams (stream_name, revision) SELECT $1, $2::bigint - 1 FROM writer ON CONFLICT DO NOTHING RETURNING revision',
  any: `INSERT INTO es_streams (stream_name, revision) SELECT $1, $2::bigint - 1 FROM writer
      ON CONFLICT (stream_name) DO UPDATE SET revision = es_streams.revision + $2::bigint RETURNING revision`,
  // The row to update comes out of the join with `writer`: registered before it is written.
  exact: `UPDATE es_streams SET revision = es_streams.revision + $2::bigint FROM writer
      WHERE es_streams.stream_name = $1 AND es_streams.revision = $7::bigint RETURNING es_streams.revision`,
} as const;

type Claim = keyof typeof CLAIM;
const claims = Object.keys(CLAIM) as Claim[];

/** Named (prepared once per connection) statements, per kind of expected revision. */
const APPEND_MANY = Object.fromEntries(
  claims.map((claim) => [claim, { name: `wellway_es_append_${claim}`, text: appendSql(CLAIM[claim]) }]),
) as Record<Claim, { name: string; text: string }>;
const APPEND_ONE = Object.fromEntries(
  claims.map((claim) => [claim, { name: `wellway_es_append_one_${claim}`, text: appendOneSql(CLAIM[claim]) }]),
) as Record<Claim, { name: string; text: string }>;

/**
 * After a failed append: the stream's current revision (null when missing) beside every stored
 * event carrying one of the ids (no event columns when none is). A fresh statement, so it sees
 * whatever committed while the append waited on a row lock.
 */
const RESOLVE = {
  name: 'wellway_es_append_resolve',
  text: `SELECT (SELECT revision FROM es_streams WHERE stream_name = $1) AS current, e.stream_name, e.stream_revision, e.position
    FROM (VALUES (1)) AS one LEFT JOIN es_events e ON e.event_id = ANY($2::uuid[])`,
};

/**
 * The happy path is one round trip: the append statement commits on its own. Only when it
 * stores nothing (the claim failed) or clashes on an event id does a second statement look
 * for the ids, so a repeated append still answers as the first one did.
 */
export async function appendToStream(
  pool: pg.Pool,
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
  onCommitted?: OnCommitted,
): Promise<AppendResult> {
  assertExpectedRevision(expected);
  if (events.length === 0) return checkWithoutWriting(pool, stream, expected);
  const ids = distinctIds(stream, events);
  let rows: { position: string; stream_revision: string }[];
  try {
    ({ rows } = await pool.query<{ position: string; stream_revision: string }>(appendQuery(stream, events, expected)));
  } catch (error) {
    // The ids are stored already (a repeated append, or a concurrent one that won the race).
    if (!isEventIdClash(error)) throw error;
    const { stored } = await resolve(pool, stream, ids);
    if (stored) return stored;
    throw new DuplicateEventIdError(stream, ids);
  }
  if (rows.length === 0) {
    // The expected revision does not hold, unless these very events are what moved the stream on.
    const { stored, current } = await resolve(pool, stream, ids);
    if (stored) return stored;
    throw new WrongExpectedRevisionError(stream, expected, current);
  }
  const result = {
    nextExpectedRevision: maxOf(rows.map((row) => BigInt(row.stream_revision))),
    position: maxOf(rows.map((row) => BigInt(row.position))),
  };
  onCommitted?.(result.position);
  return result;
}

function appendQuery(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): pg.QueryConfig {
  const claim: Claim = typeof expected === 'bigint' ? 'exact' : expected;
  const one = events.length === 1 ? events[0] : undefined;
  const values: unknown[] = one
    ? [stream, 1, one.id, one.type, JSON.stringify(one.data ?? null), JSON.stringify(one.metadata)]
    : [
        stream,
        events.length,
        events.map((event) => event.id),
        events.map((event) => event.type),
        events.map((event) => JSON.stringify(event.data ?? null)),
        events.map((event) => JSON.stringify(event.metadata)),
      ];
  if (typeof expected === 'bigint') values.push(expected.toString());
  return { ...(one ? APPEND_ONE : APPEND_MANY)[claim], values };
}

/**
 * The idempotent answer when every id is already stored in this stream (`stored`, else null),
 * and the stream's current revision; DuplicateEventIdError when only some ids are stored, or
 * they belong to another stream.
 */
async function resolve(
  pool: pg.Pool,
  stream: string,
  ids: readonly string[],
): Promise<{ stored: AppendResult | null; current: bigint }> {
  const { rows } = await pool.query<{
    current: string | null;
    stream_name: string | null;
    stream_revision: string | null;
    position: string | null;
  }>({ ...RESOLVE, values: [stream, ids] });
  const current = rows[0]?.current ? BigInt(rows[0].current) : -1n;
  const found = rows.filter((row) => row.position !== null);
  if (found.length === 0) return { stored: null, current };
  if (found.length !== ids.length || found.some((row) => row.stream_name !== stream)) {
    throw new DuplicateEventIdError(stream, ids);
  }
  return {
    stored: {
      nextExpectedRevision: maxOf(found.map((row) => BigInt(row.stream_revision ?? -1))),
      position: maxOf(found.map((row) => BigInt(row.position ?? -1))),
    },
    current,
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
