import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { readModelTypes, type Database } from '@wellway/read-models';
import { quietPool } from './database.js';

/** A read-model Kysely on its own pool that can EXPLAIN (ANALYZE, BUFFERS) the queries a piece of work sends, as sent. */
export function explainingDb(url: string) {
  let sent: CompiledQuery[] = [];
  const pool = quietPool(new pg.Pool({ connectionString: url, types: readModelTypes }));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query' && sent.length < 10) sent.push(event.query);
    },
  });
  /** The plans of each query `work` sent, one after another. */
  const explained = async (work: () => Promise<unknown>, indent = '') => {
    sent = [];
    await work();
    const plans: string[] = [];
    for (const query of sent) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]);
      plans.push(rows.map((row) => `${indent}${row['QUERY PLAN']}`).join('\n'));
    }
    return plans.join(`\n${indent}---\n`);
  };
  return { db, pool, explained };
}
