import { sql, type RawBuilder } from 'kysely';

/** PostgreSQL element types the batch writers send as arrays. */
export type PgType = 'text' | 'date' | 'int4' | 'int8' | 'bool' | 'jsonb' | 'timestamptz';

export type ColumnTypes<Row> = { readonly [K in keyof Row]-?: PgType };

/**
 * `select * from unnest($1::text[], $2::date[], …) as t(a, b, …)`: a whole batch of rows as one
 * parameter per column, whatever the batch size (multi-row VALUES hits pg's 65,535-parameter cap).
 */
export function unnest<Row extends object>(rows: readonly Row[], types: ColumnTypes<Row>): RawBuilder<Row> {
  const columns = Object.keys(types) as (keyof Row & string)[];
  const arrays = columns.map((column) => {
    const values = rows.map((row) => row[column]);
    return sql`${arrayLiteral(values)}::${sql.raw(types[column])}[]`;
  });
  return sql<Row>`select * from unnest(${sql.join(arrays)}) as t(${sql.join(columns.map((c) => sql.ref(c)))})`;
}

/** The column list matching `unnest(rows, types)`, for `insertInto(...).columns(...)`. */
export function columnsOf<Row>(types: ColumnTypes<Row>): (keyof Row & string)[] {
  return Object.keys(types) as (keyof Row & string)[];
}

/**
 * The array literal pg would build for `values`, without its two regular expressions per element
 * (a rebuild sends millions). Anything but strings, numbers, bigints and booleans (a Date, say) is
 * left to pg: the array is returned as it is.
 */
export function arrayLiteral(values: readonly unknown[]): string | readonly unknown[] {
  const elements = new Array<string>(values.length);
  for (let index = 0; index < values.length; index++) {
    const value = values[index];
    if (value === null || value === undefined) elements[index] = 'NULL';
    else if (typeof value === 'string') elements[index] = quoted(value);
    else if (typeof value === 'number' || typeof value === 'bigint') elements[index] = String(value);
    else if (typeof value === 'boolean') elements[index] = value ? 't' : 'f';
    else return values;
  }
  return `{${elements.join(',')}}`;
}

const quoted = (text: string): string => `"${text.includes('\\') || text.includes('"') ? text.replace(/[\\"]/g, '\\$&') : text}"`;
