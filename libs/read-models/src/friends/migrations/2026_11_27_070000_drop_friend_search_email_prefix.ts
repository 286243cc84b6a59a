import { sql, type Migration } from 'kysely';

/**
 * Friend search matches an e-mail only as a whole address (a prefix told who has an account):
 * equality on (site_id, email) is served by the users table's unique key, so the prefix index
 * on e-mail has no query left and only slows every write to users.
 */
export const up: Migration['up'] = async (db) => {
  await db.schema.dropIndex('users_friend_search_email_idx').ifExists().execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await sql`create index if not exists users_friend_search_email_idx on users (site_id, email text_pattern_ops)`.execute(db);
};
