import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../database.js';

export interface TableIndex {
  readonly name: string;
  /** The index's whole CREATE INDEX statement (qualified: the schema it was read in). */
  readonly definition: string;
  /** The constraint of the same name it backs (added back on the index once built), or null. */
  readonly constraint: 'PRIMARY KEY' | 'UNIQUE' | null;
}

/** `table`'s indexes (unqualified: as the search path resolves it, the shadow's in a rebuild). */
async function indexesOf(trx: Transaction<Database>, table: string): Promise<TableIndex[]> {
  const { rows } = await sql<TableIndex & { kind: string | null }>`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition, c.contype as kind,
      case c.contype when 'p' then 'PRIMARY KEY' when 'u' then 'UNIQUE' end as constraint
    from pg_index x join pg_class i on i.oid = x.indexrelid
    left join pg_constraint c on c.conindid = x.indexrelid and c.conrelid = x.indrelid
    where x.indrelid = ${table}::regclass
    order by x.indisprimary desc, i.relname`.execute(trx);
  const other = rows.find((row) => row.kind !== null && row.constraint === null);
  if (other) throw new Error(`${table}: index ${other.name} backs a constraint (${other.kind}) a bulk load cannot add back`);
  return rows.map(({ name, definition, constraint }) => ({ name, definition, constraint }));
}

/**
 * Strips `table` (empty, about to take a bulk insert) of its indexes, for `buildIndexes` to build
 * each once from the rows: one sort per index instead of a million insertions into each (for
 * 800,000 report days: 11.5 s with the indexes, 3.7 s without plus 5.2 s of index builds).
 */
export async function dropIndexes(trx: Transaction<Database>, table: string): Promise<TableIndex[]> {
  const indexes = await indexesOf(trx, table);
  for (const index of indexes) {
    if (index.constraint) await sql`alter table ${sql.table(table)} drop constraint ${sql.id(index.name)}`.execute(trx);
    else await sql`drop index ${sql.id(index.name)}`.execute(trx);
  }
  return indexes;
}

/**
 * The indexes `dropIndexes` dropped, built from the rows now in the table. Only CREATE INDEX:
 * its lock lets other transactions read the table meanwhile; `addConstraints` then makes the
 * constraints of the indexes that backed one (an ALTER TABLE, which waits for every reader).
 */
export async function buildIndexes(trx: Transaction<Database>, indexes: readonly TableIndex[]): Promise<void> {
  // Each index's sort in memory, not in temporary files.
  await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
  for (const index of indexes) await sql.raw(index.definition).execute(trx);
}

/** The primary key and unique constraints of `indexes`, on the indexes `buildIndexes` built (no second sort). */
export async function addConstraints(trx: Transaction<Database>, table: string, indexes: readonly TableIndex[]): Promise<void> {
  for (const { name, constraint } of indexes) {
    if (!constraint) continue;
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(name)} ${sql.raw(constraint)} using index ${sql.id(name)}`.execute(
      trx,
    );
  }
}

/** `work` (a bulk insert into empty `table`) in one transaction, the indexes dropped before and built once after. */
export async function withIndexesBuiltAfter(trx: Transaction<Database>, table: string, work: () => Promise<unknown>): Promise<void> {
  const indexes = await dropIndexes(trx, table);
  await work();
  await buildIndexes(trx, indexes);
  await addConstraints(trx, table, indexes);
}

/**
 * `insert into table (columns) <select>`, the select run as a CREATE TABLE AS first: PostgreSQL
 * plans that with parallel workers, where an INSERT … SELECT always runs on one core (for a
 * rebuild's sums over 800,000 report days: 2.0 s instead of 3.1 s beside other work). For
 * aggregates whose result is small beside what they read.
 */
export async function insertFromParallelSelect(
  db: Transaction<Database>,
  table: string,
  columns: readonly string[],
  select: RawBuilder<unknown>,
): Promise<void> {
  const scratch = sql.table(`${table}_selected`);
  await sql`create temp table ${scratch} on commit drop as ${select}`.execute(db);
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) select * from ${scratch}`.execute(db);
  await sql`drop table ${scratch}`.execute(db);
}
