import type { Migration } from 'kysely';

/** Whose action raised a notification: its `{actor}` is their current name, read at query time. */
export const up: Migration['up'] = async (db) => {
  await db.schema.alterTable('notifications').addColumn('actor_id', 'text').execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.alterTable('notifications').dropColumn('actor_id').execute();
};
