import { sql, type Kysely, type Transaction } from 'kysely';
import type { Checkpoint } from '@wellway/event-store';
import { loadCheckpoint, setCheckpoint } from '@wellway/read-models/checkpoints';
import type { Database } from '@wellway/read-models/database';
import type { Projection } from '@wellway/read-models/projection';

/** Where a projection is rebuilt: a schema of empty copies of its tables, and its own checkpoint row. */
export interface Shadow {
  readonly schema: string;
  readonly checkpointName: string;
  /** Where the shadow build stands (null: at the start). */
  readonly from: Checkpoint | null;
  readonly position: bigint | null;
}

export function shadowOf(projection: Projection): Pick<Shadow, 'schema' | 'checkpointName'> {
  return { schema: `rebuild_${projection.name}`, checkpointName: `${projection.name}@rebuild` };
}

/**
 * Resumes an interrupted rebuild of the same version, or starts over with empty copies of the live
 * tables. Never across a restart of the server: a fast replay's scratch tables may be unlogged
 * (see ProjectionRebuild), and crash recovery empties those while the shadow checkpoint stays.
 */
export async function openShadow(db: Kysely<Database>, projection: Projection): Promise<Shadow> {
  const { schema, checkpointName } = shadowOf(projection);
  const stored = await loadCheckpoint(db, checkpointName);
  if (stored?.version === projection.version && (await hasTables(db, schema, projection.tables)) && (await sameServerRun(db, schema))) {
    return { schema, checkpointName, from: stored.checkpoint, position: stored.position };
  }
  await db.transaction().execute(async (trx) => {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(trx);
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(trx);
    await markServerRun(trx, schema);
    for (const table of projection.tables) {
      await sql`CREATE TABLE ${sql.id(schema, table)} (LIKE ${sql.id('public', table)} INCLUDING ALL)`.execute(trx);
      await copyStorageParameters(trx, table, schema);
    }
    await setCheckpoint(trx, { name: checkpointName, version: projection.version, checkpoint: null, position: null });
  });
  return { schema, checkpointName, from: null, position: null };
}

/** LIKE … INCLUDING ALL copies indexes but not the table's own parameters (a fillfactor, say). */
async function copyStorageParameters(trx: Transaction<Database>, table: string, schema: string): Promise<void> {
  const { rows } = await sql<{ options: string[] | null }>`SELECT reloptions AS options FROM pg_class
    WHERE oid = format('%I.%I', 'public', ${table}::text)::regclass`.execute(trx);
  const options = rows[0]?.options;
  // Catalog text of the form name=value, as ALTER TABLE … SET takes it.
  if (options?.length) await sql`ALTER TABLE ${sql.id(schema, table)} SET (${sql.raw(options.join(', '))})`.execute(trx);
}

/** The shadow schema's comment names the server run (its start time) that created it. */
async function markServerRun(trx: Transaction<Database>, schema: string): Promise<void> {
  const { rows } = await sql<{ started: string }>`SELECT pg_postmaster_start_time()::text AS started`.execute(trx);
  await sql`COMMENT ON SCHEMA ${sql.id(schema)} IS ${sql.lit(`server run ${rows[0]?.started ?? ''}`)}`.execute(trx);
}

async function sameServerRun(db: Kysely<Database>, schema: string): Promise<boolean> {
  const { rows } = await sql<{ same: boolean }>`SELECT coalesce(obj_description(${schema}::regnamespace, 'pg_namespace')
    = 'server run ' || pg_postmaster_start_time()::text, false) AS same`.execute(db);
  return rows[0]?.same === true;
}

async function hasTables(db: Kysely<Database>, schema: string, tables: readonly string[]): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`SELECT count(*)::int AS found FROM information_schema.tables
    WHERE table_schema = ${schema} AND table_name = ANY(${[...tables]}::text[])`.execute(db);
  return rows[0]?.found === tables.length;
}

/** Unqualified table names in this transaction now mean the shadow tables. */
export async function enterShadow(trx: Transaction<Database>, schema: string, options: { durable: boolean }): Promise<void> {
  // A lost shadow batch is simply replayed, so it need not wait for the WAL flush.
  const commit = options.durable ? sql`` : sql`; SET LOCAL synchronous_commit TO off`;
  await sql`SET LOCAL search_path TO ${sql.id(schema)}, public${commit}`.execute(trx);
}

/** Drops the live tables and moves the shadow ones into `public`: readers see old or new, never half. */
export async function swapIn(trx: Transaction<Database>, projection: Projection, schema: string): Promise<void> {
  await dropDerivedViews(trx, projection.tables);
  for (const table of projection.tables) await sql`DROP TABLE ${sql.id('public', table)}`.execute(trx);
  for (const table of projection.tables) await sql`ALTER TABLE ${sql.id(schema, table)} SET SCHEMA public`.execute(trx);
  await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(trx);
}

/**
 * Views outside `public` that read the live tables (a SQL report sandbox's, apps/api report-sql)
 * would stop the tables from being dropped. They are derived: each such schema's comment marks the
 * version its owner made them at, so the swap drops the views (and views on them) and clears the
 * mark, and the owner makes them again, over the new tables, when it next finds the mark stale.
 * A view in `public` is part of the read models: never dropped here, the swap refuses instead.
 */
async function dropDerivedViews(trx: Transaction<Database>, tables: readonly string[]): Promise<void> {
  const { rows } = await sql<{ schema: string; view: string; table: string }>`
    SELECT DISTINCT n.nspname AS schema, v.relname AS view, t.relname AS table
    FROM pg_depend d
    JOIN pg_rewrite r ON r.oid = d.objid
    JOIN pg_class v ON v.oid = r.ev_class
    JOIN pg_namespace n ON n.oid = v.relnamespace
    JOIN pg_class t ON t.oid = d.refobjid
    WHERE d.classid = 'pg_rewrite'::regclass AND d.refclassid = 'pg_class'::regclass
      AND t.relnamespace = 'public'::regnamespace AND t.relname = ANY(${[...tables]}::text[]) AND v.oid <> t.oid
    ORDER BY 1, 2`.execute(trx);
  const inPublic = rows.find((row) => row.schema === 'public');
  if (inPublic) {
    throw new Error(`public.${inPublic.view} reads ${inPublic.table}: a view in public is never dropped by a rebuild; drop it first`);
  }
  for (const { schema, view } of rows) await sql`DROP VIEW IF EXISTS ${sql.id(schema, view)} CASCADE`.execute(trx);
  for (const schema of new Set(rows.map((row) => row.schema))) await sql`COMMENT ON SCHEMA ${sql.id(schema)} IS NULL`.execute(trx);
}
