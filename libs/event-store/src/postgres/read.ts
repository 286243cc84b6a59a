import type pg from 'pg';
import type { Checkpoint, ReadStreamResult, StoredEvent } from '../port.js';
import { upcast, type Upcasters } from '../upcasting.js';
import { EVENT_COLUMNS, epochMs, type EventRow, fromCheckpoint, type LogPoint, toCheckpoint, toStoredEvent } from './rows.js';
import { READ_HORIZON } from './schema.js';

// The hot reads are named statements: parsed and planned once per pooled connection.
const READ_STREAM = {
  name: 'wellway_es_read_stream',
  text: `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_name = $1 ORDER BY stream_revision`,
};

/**
 * Live pages (a few rows each): es_read_after (schema.ts) computes the read horizon in one
 * statement and reads the page in the next, on a later snapshot, in one round trip.
 */
const READ_LIVE_PAGE = {
  name: 'wellway_es_read_live_page',
  text: `SELECT r_position AS position, r_tx AS tx, r_event_id AS event_id, r_stream_name AS stream_name,
       r_stream_revision AS stream_revision, r_type AS type, r_data AS data, r_metadata AS metadata,
       ${epochMs('r_created_at')} AS created_ms
     FROM es_read_after($1::xid8, $2::bigint, $3::bigint)`,
};

/**
 * Large pages (catching up, rebuilds): the horizon, then the page below it in a second statement
 * (a later snapshot). A plpgsql function would copy every row of a big page once more (RETURN
 * QUERY fills a tuplestore): ~7 % more server CPU per event in a 1M-event rebuild.
 */
const READ_HORIZON_ALONE = { name: 'wellway_es_read_horizon', text: `${READ_HORIZON}::text AS horizon` };
const READ_PAGE_BELOW = {
  name: 'wellway_es_read_page_below',
  text: `SELECT ${EVENT_COLUMNS} FROM es_events
     WHERE transaction_id < $4::xid8
       AND (transaction_id, position) > ($1::xid8, $2::bigint)
     ORDER BY transaction_id, position
     LIMIT $3::bigint`,
};

/**
 * Every `$3`-th key below the horizon after the pair `($1, $2)`, for `$5` pages: an index-only scan
 * of es_events_transaction_position (a vacuumed log), no row read.
 */
const READ_PAGE_ENDS_BELOW = {
  name: 'wellway_es_read_page_ends_below',
  text: `SELECT tx, position::text FROM (
       SELECT transaction_id::text AS tx, position, row_number() OVER (ORDER BY transaction_id, position) AS n
       FROM es_events
       WHERE transaction_id < $4::xid8
         AND (transaction_id, position) > ($1::xid8, $2::bigint)
       ORDER BY transaction_id, position
       LIMIT $3::bigint * $5::bigint) keys
     WHERE n % $3::bigint = 0
     ORDER BY n`,
};

const HAS_REACHED = {
  name: 'wellway_es_has_reached',
  text: 'SELECT (transaction_id, position) <= ($2::xid8, $3::bigint) AS reached FROM es_events WHERE position = $1::bigint',
};

export async function readStream(pool: pg.Pool, stream: string, upcasters?: Upcasters): Promise<ReadStreamResult> {
  const { rows } = await pool.query<EventRow>({ ...READ_STREAM, values: [stream], rowMode: 'array' });
  const events = rows.map((row) => upcast(toStoredEvent(row), upcasters));
  const last = events.at(-1);
  return { events, revision: last ? last.streamRevision : -1n, exists: last !== undefined };
}

/**
 * One page of the global log after `after`, in (transaction id, position) order. Only rows of
 * transactions older than every in-flight event writer are returned: a writer still running may
 * hold a smaller position, and must not be overtaken. Resuming compares the pair, never position
 * alone. See READ_HORIZON in schema.ts for the horizon and why no event is skipped; either way
 * the page is read on a snapshot taken after the horizon's read of pg_locks.
 */
export async function readAllAfter(
  pool: pg.Pool,
  after: LogPoint,
  limit: number,
  upcasters?: Upcasters,
  /** 'live' when the page is expected to be short (a subscriber at the end of the log). */
  expect: 'bulk' | 'live' = 'bulk',
): Promise<StoredEvent[]> {
  assertLimit(limit);
  const values = [after.tx, after.position.toString(), limit];
  let rows: EventRow[];
  if (expect === 'live') {
    ({ rows } = await pool.query<EventRow>({ ...READ_LIVE_PAGE, values, rowMode: 'array' }));
  } else {
    const horizon = await readHorizon(pool);
    ({ rows } = await pool.query<EventRow>({ ...READ_PAGE_BELOW, values: [...values, horizon], rowMode: 'array' }));
  }
  return rows.map((row) => upcast(toStoredEvent(row), upcasters));
}

/**
 * Where the next full pages after `after` end (EventStore.pageEnds). Below the horizon rows are
 * final (READ_HORIZON), and a later read's horizon is never lower: readAllAfter from one end reads
 * the same `limit` rows up to the next, however much later it runs.
 */
export async function readPageEnds(pool: pg.Pool, after: LogPoint, limit: number, pages: number): Promise<Checkpoint[]> {
  assertLimit(limit);
  assertLimit(pages);
  const horizon = await readHorizon(pool);
  const { rows } = await pool.query<{ tx: string; position: string }>({
    ...READ_PAGE_ENDS_BELOW,
    values: [after.tx, after.position.toString(), limit, horizon, pages],
  });
  return rows.map((row) => toCheckpoint({ tx: row.tx, position: BigInt(row.position) }));
}

async function readHorizon(pool: pg.Pool): Promise<string> {
  const horizon = (await pool.query<{ horizon: string }>(READ_HORIZON_ALONE)).rows[0]?.horizon;
  if (!horizon) throw new Error('The event store could not compute its read horizon');
  return horizon;
}

/** Rows past `after` that are committed but not yet safe to read (an older event writer is still open). */
export async function hasHeldBackRows(pool: pg.Pool, after: LogPoint): Promise<boolean> {
  const { rows } = await pool.query<{ held: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM es_events WHERE (transaction_id, position) > ($1::xid8, $2::bigint)) AS held',
    [after.tx, after.position.toString()],
  );
  return rows[0]?.held === true;
}

export async function hasReached(pool: pg.Pool, checkpoint: Checkpoint | null, position: bigint): Promise<boolean> {
  if (checkpoint === null) return false;
  const point = fromCheckpoint(checkpoint);
  const { rows } = await pool.query<{ reached: boolean }>({
    ...HAS_REACHED,
    values: [position.toString(), point.tx, point.position.toString()],
  });
  return rows[0]?.reached === true;
}

export async function headPosition(pool: pg.Pool): Promise<bigint | null> {
  const { rows } = await pool.query<{ head: string | null }>('SELECT max(position)::text AS head FROM es_events');
  return rows[0]?.head ? BigInt(rows[0].head) : null;
}

function assertLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
}
