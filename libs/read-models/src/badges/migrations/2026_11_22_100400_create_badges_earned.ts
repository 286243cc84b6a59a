import type { Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('badges_earned')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('badge_id', 'text', (c) => c.notNull())
    .addColumn('year', 'int4', (c) => c.notNull())
    .addColumn('earned_on', 'date', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('badge_name', 'text', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .addPrimaryKeyConstraint('badges_earned_pkey', ['user_id', 'badge_id', 'year'])
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('badges_earned').execute();
};
