import type { Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('friendships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('friendee_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('friendships_sender_idx').on('friendships').columns(['sender_id', 'status']).execute();
  await db.schema.createIndex('friendships_friendee_idx').on('friendships').columns(['friendee_id', 'status']).execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('friendships').execute();
};
