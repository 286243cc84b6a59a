import type { Migration } from 'kysely';

/** The follows projection's guard: the last position applied to each pair, kept after an unfollow deletes its row. */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('follow_positions')
    .addColumn('follower_id', 'text', (c) => c.notNull())
    .addColumn('followee_id', 'text', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .addPrimaryKeyConstraint('follow_positions_pkey', ['follower_id', 'followee_id'])
    .execute();
  await db.schema.createIndex('follow_positions_followee_idx').on('follow_positions').columns(['followee_id']).execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('follow_positions').execute();
};
