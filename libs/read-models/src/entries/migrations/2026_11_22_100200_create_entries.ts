import type { Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('recorded_on', 'date', (c) => c.notNull())
    .addColumn('exercise_steps', 'int4', (c) => c.notNull())
    .addColumn('exercise_minutes', 'int4', (c) => c.notNull())
    .addColumn('manually_recorded', 'boolean', (c) => c.notNull())
    .addColumn('activities', 'jsonb', (c) => c.notNull())
    .addColumn('revision', 'int8', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .addUniqueConstraint('entries_user_day_key', ['user_id', 'recorded_on'])
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('entries').execute();
};
