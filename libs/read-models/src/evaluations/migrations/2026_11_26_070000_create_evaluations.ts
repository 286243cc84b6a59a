import { sql, type Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('site_evaluations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text')
    .addColumn('parent_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_initial_evaluation', 'boolean', (c) => c.notNull())
    .addColumn('days_from_start', 'int4')
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('questions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  // seenOnSite's lookups: a site's rows, and a site's copy of a default.
  await db.schema.createIndex('site_evaluations_site_parent_idx').on('site_evaluations').columns(['site_id', 'parent_id']).execute();
  await db.schema
    .createTable('user_evaluation_answers')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_evaluation_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('answered_on', 'date', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_evaluation_answers_pk', ['user_id', 'site_evaluation_id'])
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('user_evaluation_answers').execute();
  await db.schema.dropTable('site_evaluations').execute();
};
