import {
  sql,
  type ExpressionBuilder,
  type OnConflictTables,
  type OnConflictUpdateDatabase,
  type Selectable,
  type Transaction,
  type UpdateObject,
} from 'kysely';
import type { Database } from '../database.js';

/** The read-model tables keyed by a text `id`. */
export type TableWithId = { [T in keyof Database]: Database[T] extends { id: string } ? T : never }[keyof Database];

/**
 * The rows of `table` with the given ids, locked until the batch commits (FOR UPDATE), by id: what
 * a projection folds a batch's events onto (`foldRows`). One array parameter, whatever the batch
 * size. The table name is left unqualified: during a rebuild it resolves to the shadow schema.
 */
export async function lockedRowsById<Table extends TableWithId>(
  trx: Transaction<Database>,
  table: Table,
  ids: readonly string[],
): Promise<Map<string, Selectable<Database[Table]>>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<Selectable<Database[Table]> & { id: string }>`select * from ${sql.table(table)}
    where id = any(${ids}::text[]) for update`.execute(trx);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The columns an insert of `rows` writes (they are built alike: the first row's keys). */
export function insertedColumns(rows: readonly object[]): string[] {
  return Object.keys(rows[0] ?? {});
}

/**
 * The SET of an upsert that writes the inserted row over the stored one: every inserted column
 * takes its `excluded` value but those in `kept`, the key and what a row keeps from its first write
 * (`on conflict (id) do update set name = excluded.name, …`).
 */
export function overwriteAllBut<Table extends keyof Database>(
  columns: readonly string[],
  kept: readonly (keyof Database[Table] & string)[],
): (
  eb: ExpressionBuilder<OnConflictUpdateDatabase<Database, Table>, OnConflictTables<Table>>,
) => UpdateObject<OnConflictUpdateDatabase<Database, Table>, OnConflictTables<Table>> {
  const overwritten = columns.filter((column) => !(kept as readonly string[]).includes(column));
  return (eb) => Object.fromEntries(overwritten.map((column) => [column, eb.ref(`excluded.${column}` as never)])) as never;
}
