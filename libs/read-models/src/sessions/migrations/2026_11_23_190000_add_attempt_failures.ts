import { sql, type Migration } from 'kysely';

/** Failed attempts (sign-in, password reset, …) per limit key, shared by every API instance. */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('attempt_failures')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('attempt_failures_key_failed_at').on('attempt_failures').columns(['key', 'failed_at']).execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('attempt_failures').execute();
};
