import type { Migration } from 'kysely';

/**
 * Per person, what they have read or seen of their site's announcements, kept cheaply: "mark all"
 * moves one watermark row (announcements sent before its position are covered), clearing one
 * announcement adds one row. An announcement to 100,000 people writes nothing per person.
 */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('notification_watermarks')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('read_position', 'int8')
    .addColumn('read_at', 'timestamptz')
    .addColumn('seen_position', 'int8')
    .addColumn('seen_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('announcement_marks')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('announcement_id', 'text', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .addColumn('seen_at', 'timestamptz')
    .addPrimaryKeyConstraint('announcement_marks_pk', ['user_id', 'announcement_id'])
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('announcement_marks').execute();
  await db.schema.dropTable('notification_watermarks').execute();
};
