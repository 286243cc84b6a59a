import type pg from 'pg';
import type { Checkpoint, ReadStreamResult, StoredEvent } from '../port.js';
import { upcast, type Upcasters } from '../upcasting.js';
import { EVENT_COLUMNS, type EventRow, fromCheckpoint, type LogPoint, toStoredEvent } from './rows.js';
import { WRITER_LOCK_CLASS } from './schema.js';

// The hot reads are named statements: parsed and planned once per pooled connection.
const READ_STREAM = {
  name: 'wellway_es_read_stream',
  text: `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_name = $1 ORDER BY stream_revision`,
};

/**
 * The read horizon: the smallest transaction id of a registered event writer still running (its
 * advisory lock, see es_register_writer in schema.ts, beside its own transaction-id lock in
 * pg_locks), else the snapshot's xmax. Only writers of this database's event store count: an
 * unrelated transaction, open for hours, holds no reader back.
 *
 * Why no event is skipped: let W be a writer whose id x is below the horizon H computed here, at
 * time tA, with snapshot SA taken before tA. H <= xmax(SA), so W had its id before SA, and it had
 * registered before it had an id (es_register_writer refuses otherwise; a trigger refuses event
 * rows from unregistered transactions). Were W still running at tA, its advisory and transaction
 * locks would both be in pg_locks (one read of the lock table, under every partition lock) and
 * x, in SA's in-progress list, would bound H: so W had ended before tA. PostgreSQL releases a
 * transaction's locks only after it left the proc array, so a snapshot taken after tA (the page's
 * statement, READ_ALL_PAGE) sees W committed or aborted. Rows below H are final, and in
 * (transaction id, position) order a page never has to be revisited. A writer that gets its id
 * after SA gets one >= xmax(SA) >= H. Locks are matched to the in-progress list by the id's low 32
 * bits (pg_locks shows xid, not xid8): running ids are within 2^31 of each other.
 */
const READ_HORIZON = {
  name: 'wellway_es_read_horizon',
  text: `WITH locks AS MATERIALIZED (
       SELECT locktype, virtualtransaction, classid, objsubid, database, transactionid, mode, granted
       FROM pg_locks WHERE locktype IN ('advisory', 'transactionid')
     ), writers AS (
       SELECT t.transactionid::text::bigint AS xid32
       FROM locks a JOIN locks t ON t.virtualtransaction = a.virtualtransaction
       WHERE a.locktype = 'advisory' AND a.classid = ${WRITER_LOCK_CLASS}::oid AND a.objsubid = 2
         AND a.database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND t.locktype = 'transactionid' AND t.mode = 'ExclusiveLock' AND t.granted
     )
     SELECT coalesce(
       (SELECT min(x) FROM pg_snapshot_xip(pg_current_snapshot()) AS x
         WHERE (x::text::bigint % 4294967296) IN (SELECT xid32 FROM writers)),
       pg_snapshot_xmax(pg_current_snapshot())
     )::text AS horizon`,
};

/** Rows below the horizon ($4, from READ_HORIZON in an earlier statement, so an earlier snapshot). */
const READ_ALL_PAGE = {
  name: 'wellway_es_read_all_page',
  text: `SELECT ${EVENT_COLUMNS} FROM es_events
     WHERE transaction_id < $4::xid8
       AND (transaction_id, position) > ($1::xid8, $2::bigint)
     ORDER BY transaction_id, position
     LIMIT $3::bigint`,
};

const HAS_REACHED = {
  name: 'wellway_es_has_reached',
  text: 'SELECT (transaction_id, position) <= ($2::xid8, $3::bigint) AS reached FROM es_events WHERE position = $1::bigint',
};

export async function readStream(pool: pg.Pool, stream: string, upcasters?: Upcasters): Promise<ReadStreamResult> {
  const { rows } = await pool.query<EventRow>({ ...READ_STREAM, values: [stream] });
  const events = rows.map((row) => upcast(toStoredEvent(row), upcasters));
  const last = events.at(-1);
  return { events, revision: last ? last.streamRevision : -1n, exists: last !== undefined };
}

/** The transaction id below which every event row is final (see READ_HORIZON). */
export async function readHorizon(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ horizon: string }>(READ_HORIZON);
  const horizon = rows[0]?.horizon;
  if (!horizon) throw new Error('The event store could not compute its read horizon');
  return horizon;
}

/**
 * One page of the global log after `after`, in (transaction id, position) order. Only rows of
 * transactions older than every in-flight event writer are returned: a writer still running may
 * hold a smaller position, and must not be overtaken. Resuming compares the pair, never position
 * alone. Two statements: the horizon first, then the page on a later snapshot.
 */
export async function readAllAfter(
  pool: pg.Pool,
  after: LogPoint,
  limit: number,
  upcasters?: Upcasters,
): Promise<StoredEvent[]> {
  assertLimit(limit);
  const horizon = await readHorizon(pool);
  const { rows } = await pool.query<EventRow>({ ...READ_ALL_PAGE, values: [after.tx, after.position.toString(), limit, horizon] });
  return rows.map((row) => upcast(toStoredEvent(row), upcasters));
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
