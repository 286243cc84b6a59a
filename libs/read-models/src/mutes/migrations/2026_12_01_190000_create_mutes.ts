import type { Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('mutes')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('muter_id', 'text', (c) => c.notNull())
    .addColumn('muted_id', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .addPrimaryKeyConstraint('mutes_pkey', ['muter_id', 'muted_id'])
    .execute();
  await db.schema.createIndex('mutes_muted_idx').on('mutes').columns(['muted_id']).execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('mutes').execute();
};
