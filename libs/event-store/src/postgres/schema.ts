import type pg from 'pg';

/** Arbitrary key that serialises concurrent `ensureSchema` calls across processes. */
const SCHEMA_LOCK_KEY = 7_274_411_905_213n;
const MIN_SERVER_VERSION = 130_000; // xid8 and pg_current_snapshot() arrived in PostgreSQL 13.

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
