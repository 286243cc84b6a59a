import { sql, type Migration } from 'kysely';

/**
 * Sites gain URL patterns (`*` wildcards; `hostnames` keeps the exact ones for the indexed
 * lookup), the pilot password's hash with the position that set it, and a soft-delete time.
 */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .alterTable('sites')
    .addColumn('urls', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('pilot_password_hash', 'text')
    .addColumn('pilot_position', 'int8', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`update sites set urls = hostnames`.execute(db);
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema
    .alterTable('sites')
    .dropColumn('urls')
    .dropColumn('pilot_password_hash')
    .dropColumn('pilot_position')
    .dropColumn('deleted_at')
    .execute();
};
