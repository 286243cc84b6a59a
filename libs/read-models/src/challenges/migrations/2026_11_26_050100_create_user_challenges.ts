import type { Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('user_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'text', (c) => c.notNull())
    .addColumn('challenge_id', 'text', (c) => c.notNull())
    .addColumn('challenge_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('sender_completed_at', 'timestamptz')
    .addColumn('receiver_completed_at', 'timestamptz')
    .addColumn('canceled_at', 'timestamptz')
    .addColumn('expired_at', 'timestamptz')
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_challenges_sender_idx').on('user_challenges').columns(['sender_id', 'created_at']).execute();
  await db.schema.createIndex('user_challenges_receiver_idx').on('user_challenges').columns(['receiver_id', 'created_at']).execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('user_challenges').execute();
};
