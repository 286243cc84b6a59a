import type { Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('site_goals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text')
    .addColumn('parent_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('month_integer', 'int2', (c) => c.notNull())
    .addColumn('final_month_integer', 'int2')
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  // seenOnSite looks up a site's copy by (site_id, parent_id).
  await db.schema.createIndex('site_goals_site_parent_idx').on('site_goals').columns(['site_id', 'parent_id']).execute();
  await db.schema.createIndex('site_goals_parent_idx').on('site_goals').column('parent_id').execute();
  await db.schema
    .createTable('user_goals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('is_custom', 'boolean', (c) => c.notNull())
    .addColumn('run_again_of', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('month_integer', 'int2', (c) => c.notNull())
    .addColumn('final_month_integer', 'int2')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('canceled_at', 'timestamptz')
    .addColumn('share_count', 'int4', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_goals_user_idx').on('user_goals').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('user_goals_parent_idx').on('user_goals').column('parent_id').execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('user_goals').execute();
  await db.schema.dropTable('site_goals').execute();
};
