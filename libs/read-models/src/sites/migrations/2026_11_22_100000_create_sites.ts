import { sql, type Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('sites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hostnames', sql`text[]`, (c) => c.notNull())
    .addColumn('years', sql`int4[]`, (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('flags', 'jsonb', (c) => c.notNull())
    .addColumn('friend_label', 'text', (c) => c.notNull())
    .addColumn('friend_label_plural', 'text', (c) => c.notNull())
    .addColumn('daily_step_goal', 'int4', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sites_hostnames_idx').on('sites').using('gin').column('hostnames').execute();

  await db.schema
    .createTable('exercise_activities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exercise_activities_site_idx').on('exercise_activities').column('site_id').execute();

  await db.schema
    .createTable('badge_definitions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('goal', 'int4', (c) => c.notNull())
    .addColumn('goal2', 'int4')
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('sequence', 'int4', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('badge_definitions_site_idx').on('badge_definitions').columns(['site_id', 'sequence']).execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('badge_definitions').execute();
  await db.schema.dropTable('exercise_activities').execute();
  await db.schema.dropTable('sites').execute();
};
