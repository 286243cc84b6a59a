import type pg from 'pg';

/** Arbitrary key that serialises concurrent `ensureSchema` calls across processes. */
const SCHEMA_LOCK_KEY = 7_274_411_905_213n;
const MIN_SERVER_VERSION = 130_000; // xid8 and pg_current_snapshot() arrived in PostgreSQL 13.

/**
 * First key of the writer registry's advisory locks (the second is the writer's backend pid, so
 * concurrent writers never share a lock, nor a lock-manager partition).
 */
export const WRITER_LOCK_CLASS = 1_466_262_343; // 'WES' + 0x47, an arbitrary int4
/** Refuses event rows from a transaction that did not register (see es_register_writer). */
export const WRITER_TRIGGER = 'es_events_registered_writer';

/**
 * The read horizon (a statement of es_read_after, or run alone before a page, read.ts): the smallest transaction id of a registered
 * event writer still running (its advisory lock, see es_register_writer, beside its own
 * transaction-id lock in pg_locks), else the snapshot's xmax. Only writers of this database's
 * event store count: an unrelated transaction, open for hours, holds no reader back.
 *
 * Why no event is skipped: let W be a writer whose id x is below the horizon H computed at time
 * tA (the read of pg_locks), with snapshot SA taken before tA. H <= xmax(SA), so W had its id
 * before SA, and it had registered before it had an id (es_register_writer refuses otherwise; a
 * trigger refuses event rows from unregistered transactions). Were W still running at tA, its
 * advisory and transaction-id locks would both be in pg_locks (one read of the lock table, under
 * every partition lock; neither kind is a fast-path lock) and x, in SA's in-progress list, would
 * bound H: so W had ended before tA. PostgreSQL releases a transaction's locks only after it left
 * the proc array, so the page's snapshot, taken after tA, sees W committed or aborted. Rows below
 * H are final, and in (transaction id, position) order a page never has to be revisited. A writer
 * that gets its id after SA gets one >= xmax(SA) >= H. Locks are matched to the in-progress list
 * by the id's low 32 bits (pg_locks shows xid, not xid8): running ids are within 2^31 of each
 * other.
 */
export const READ_HORIZON = `WITH locks AS MATERIALIZED (
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
  )`;

const DDL = `
CREATE TABLE IF NOT EXISTS es_streams (
  stream_name text PRIMARY KEY,
  revision bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS es_events (
  position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid NOT NULL CONSTRAINT es_events_event_id_key UNIQUE,
  stream_name text NOT NULL,
  stream_revision bigint NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT es_events_stream_revision_key UNIQUE (stream_name, stream_revision)
);
CREATE INDEX IF NOT EXISTS es_events_transaction_position ON es_events (transaction_id, position);

-- The writer registry (see readHorizon in read.ts and docs/decisions.md). A transaction that
-- writes events first takes a transaction-level advisory lock keyed (WRITER_LOCK_CLASS, its
-- backend pid), before it has a transaction id: readers find every registered writer that is
-- still running, with its transaction id, in pg_locks, without waiting for any commit.
CREATE OR REPLACE FUNCTION es_register_writer() RETURNS void LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  IF current_setting('wellway_es.writer', true) = 'on' THEN
    RETURN; -- registered earlier in this transaction
  END IF;
  IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
    RAISE EXCEPTION 'an event-writing transaction must register (es_register_writer()) before it writes anything'
      USING ERRCODE = '55000',
        DETAIL = 'It has transaction id ' || pg_current_xact_id_if_assigned()::text || ' already; readers may have passed it.';
  END IF;
  PERFORM pg_advisory_xact_lock(${WRITER_LOCK_CLASS}, pg_backend_pid());
  PERFORM set_config('wellway_es.writer', 'on', true);
END
$fn$;

-- A page of the log after (after_tx, after_position) below the read horizon: the smallest
-- transaction id of a registered writer still running, else the snapshot's xmax (see READ_HORIZON
-- in schema.ts for why no event is skipped). VOLATILE: each statement takes a fresh snapshot, so
-- the page is read on a snapshot taken after the horizon's read of pg_locks.
CREATE OR REPLACE FUNCTION es_read_after(after_tx xid8, after_position bigint, max_rows bigint)
RETURNS TABLE (r_position bigint, r_tx text, r_event_id uuid, r_stream_name text, r_stream_revision bigint,
  r_type text, r_data jsonb, r_metadata jsonb, r_created_at timestamptz)
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  horizon xid8;
BEGIN
  ${READ_HORIZON} INTO horizon;
  RETURN QUERY SELECT e.position, e.transaction_id::text, e.event_id, e.stream_name, e.stream_revision,
      e.type, e.data, e.metadata, e.created_at
    FROM es_events e
    WHERE e.transaction_id < horizon AND (e.transaction_id, e.position) > (after_tx, after_position)
    ORDER BY e.transaction_id, e.position
    LIMIT max_rows;
END
$fn$;

-- Every append (append.ts), alone or grouped (append-batch.ts): appends to distinct streams in one
-- transaction. The transaction registers as a writer before its first write (so before it has
-- an id). Each append then claims its stream row at its expected revision (>= 0 exact, -1 no
-- stream, -2 any) and, when the claim holds, stores its events (its slice of the flattened
-- arrays, counts[i] long), numbered from the claimed revision; an append whose claim fails
-- stores nothing and returns no rows, the others go on. Callers order the appends by stream
-- name, so transactions lock stream rows in one order and never deadlock.
CREATE OR REPLACE FUNCTION es_append_batch(streams text[], expected bigint[], counts int[],
  ids uuid[], types text[], datas jsonb[], metas jsonb[])
RETURNS TABLE (r_index int, r_position bigint, r_revision bigint)
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  n int;
  head int := 1; -- the first event of append i in the flattened arrays
  claimed bigint;
BEGIN
  PERFORM es_register_writer(); -- before the first write gives the transaction its id
  FOR i IN 1 .. coalesce(array_length(streams, 1), 0) LOOP
    n := counts[i];
    claimed := NULL;
    IF expected[i] = -1 THEN
      INSERT INTO es_streams AS s (stream_name, revision) VALUES (streams[i], n - 1)
        ON CONFLICT DO NOTHING RETURNING s.revision INTO claimed;
    ELSIF expected[i] = -2 THEN
      INSERT INTO es_streams AS s (stream_name, revision) VALUES (streams[i], n - 1)
        ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + n RETURNING s.revision INTO claimed;
    ELSE
      UPDATE es_streams AS s SET revision = s.revision + n
        WHERE s.stream_name = streams[i] AND s.revision = expected[i] RETURNING s.revision INTO claimed;
    END IF;
    IF claimed IS NOT NULL THEN
      -- One row at a time: cheaper in PL/pgSQL than a set insert (RETURN QUERY), and in order.
      r_index := i;
      FOR k IN 0 .. n - 1 LOOP
        INSERT INTO es_events (event_id, stream_name, stream_revision, type, data, metadata)
          VALUES (ids[head + k], streams[i], claimed - n + 1 + k, types[head + k], datas[head + k], metas[head + k])
          RETURNING position, stream_revision INTO r_position, r_revision;
        RETURN NEXT;
      END LOOP;
    END IF;
    head := head + n;
  END LOOP;
END
$fn$;

-- Every event row comes from a registered transaction, or its insert fails.
CREATE OR REPLACE FUNCTION es_events_require_registered_writer() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('wellway_es.writer', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'events are written only by a registered writer: call es_register_writer() first in the transaction'
      USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END
$fn$;

DO $do$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = '${WRITER_TRIGGER}' AND tgrelid = 'es_events'::regclass) THEN
    CREATE TRIGGER ${WRITER_TRIGGER} BEFORE INSERT ON es_events
      FOR EACH ROW EXECUTE FUNCTION es_events_require_registered_writer();
  END IF;
END
$do$;
`;

/** Creates the event-store tables if missing. Safe to call from several processes at once. */
export async function ensureSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await assertServerVersion(client);
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY.toString()]);
    await client.query(DDL);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function assertServerVersion(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
  const version = Number(rows[0]?.server_version_num);
  if (!(version >= MIN_SERVER_VERSION)) {
    throw new Error(`The event store needs PostgreSQL 13 or later (server_version_num ${String(version)})`);
  }
}
