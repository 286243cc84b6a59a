import type { Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('locations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_location_id', 'text')
    .addColumn('sequence', 'int4', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('locations_site_idx').on('locations').columns(['site_id', 'parent_location_id', 'sequence']).execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('locations').execute();
};
