import pg from 'pg';
import { DuplicateEventIdError } from '../errors.js';
import { type AppendResult, type ExpectedRevision, type NewEvent, WrongExpectedRevisionError } from '../port.js';

export const EVENTS_CHANNEL = 'wellway_events';

/** Told the global position of the last event of every append that committed. */
export type OnCommitted = (position: bigint) => void;

export interface Append {
  readonly stream: string;
  readonly events: readonly NewEvent[];
  /** The events' ids, lower-cased, distinct. */
  readonly ids: readonly string[];
  readonly expected: ExpectedRevision;
}

/**
 * One statement, one transaction, one round trip for any number of appends to distinct streams
 * (es_append_batch in schema.ts): each registers as a writer, claims its stream at its expected
 * revision and, when the claim holds, stores its events; an append whose claim fails stores nothing.
 */
const APPEND_BATCH = {
  name: 'wellway_es_append_batch',
  text: `SELECT r_index, r_position::text, r_revision::text
    FROM es_append_batch($1::text[], $2::bigint[], $3::int[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[])`,
};

type BatchRow = { r_index: number; r_position: string; r_revision: string };

/**
 * Stores `appends` (distinct streams, in the order given: callers keep one lock order) in one
 * transaction. Per append: its result, or null when its expected revision did not hold. Throws
 * when the statement fails as a whole (an event id already stored, say): nothing was stored.
 */
export async function appendBatch(pool: pg.Pool, appends: readonly Append[]): Promise<(AppendResult | null)[]> {
  const { rows } = await pool.query<BatchRow>({ ...APPEND_BATCH, values: batchValues(appends) });
  const stored = appends.map(() => [] as BatchRow[]);
  for (const row of rows) stored[row.r_index - 1]?.push(row);
  return stored.map((own) =>
    own.length === 0
      ? null
      : {
          nextExpectedRevision: maxOf(own.map((row) => BigInt(row.r_revision))),
          position: maxOf(own.map((row) => BigInt(row.r_position))),
        },
  );
}

/**
 * One append alone. A failed claim, or an event id already stored, is looked up once more, so
 * a repeated append answers as the first one did.
 */
export async function appendAlone(pool: pg.Pool, append: Append): Promise<AppendResult> {
  let result: AppendResult | null;
  try {
    [result = null] = await appendBatch(pool, [append]);
  } catch (error) {
    // The ids are stored already (a repeated append, or a concurrent one that won the race).
    if (!isEventIdClash(error)) throw error;
    const { stored } = await resolve(pool, append.stream, append.ids);
    if (stored) return stored;
    throw new DuplicateEventIdError(append.stream, append.ids);
  }
  return result ?? refused(pool, append);
}

/** The answer to an append whose claim failed: idempotent when these very events moved the stream on. */
export async function refused(pool: pg.Pool, append: Append): Promise<AppendResult> {
  const { stored, current } = await resolve(pool, append.stream, append.ids);
  if (stored) return stored;
  throw new WrongExpectedRevisionError(append.stream, append.expected, current);
}

function batchValues(appends: readonly Append[]): unknown[] {
  const events = appends.flatMap((append) => append.events);
  return [
    appends.map((append) => append.stream),
    appends.map((append) => expectedCode(append.expected)),
    appends.map((append) => append.events.length),
    events.map((event) => event.id),
    events.map((event) => event.type),
    events.map((event) => JSON.stringify(event.data ?? null)),
    events.map((event) => JSON.stringify(event.metadata)),
  ];
}

/** es_append_batch's encoding of an expected revision. */
function expectedCode(expected: ExpectedRevision): string {
  if (expected === 'no_stream') return '-1';
  if (expected === 'any') return '-2';
  return expected.toString();
}

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
 * The idempotent answer when every id is already stored in this stream (`stored`, else null),
 * and the stream's current revision; DuplicateEventIdError when only some ids are stored, or
 * they belong to another stream.
 */
async function resolve(pool: pg.Pool, stream: string, ids: readonly string[]): Promise<{ stored: AppendResult | null; current: bigint }> {
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

export async function checkWithoutWriting(pool: pg.Pool, stream: string, expected: ExpectedRevision): Promise<AppendResult> {
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

export function distinctIds(stream: string, events: readonly NewEvent[]): string[] {
  const ids = events.map((event) => event.id.toLowerCase());
  if (new Set(ids).size !== ids.length) throw new DuplicateEventIdError(stream, ids);
  return ids;
}

export function assertExpectedRevision(expected: ExpectedRevision): void {
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
