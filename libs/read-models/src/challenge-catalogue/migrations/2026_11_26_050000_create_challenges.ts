import type { Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text')
    .addColumn('parent_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('month', 'int4', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  // seenOnSite's lookup of a site's copies.
  await db.schema.createIndex('challenges_site_parent_idx').on('challenges').columns(['site_id', 'parent_id']).execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('challenges').execute();
};
