import type { Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('erasures')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('requested_by_id', 'text', (c) => c.notNull())
    .addColumn('by_self', 'boolean', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('erased_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('erasures_requested_at_idx').on('erasures').columns(['requested_at']).execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('erasures').execute();
};
