import type { Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('notification_erasures')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('notification_erasures').execute();
};
