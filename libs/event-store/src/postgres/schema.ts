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
