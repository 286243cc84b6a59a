import { sql, type Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('saved_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('report_type', 'text', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('filters', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sql', 'text')
    .addColumn('parent_id', 'text')
    .addColumn('created_by_master', 'boolean', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_reports_site_idx').on('saved_reports').column('site_id').execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('saved_reports').execute();
};
