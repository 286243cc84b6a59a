import { sql, type Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('friendships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('friendee_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('friend_email', 'text')
    .addColumn('email_digest', 'text')
    .addColumn('resent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('friendships_sender_idx').on('friendships').columns(['sender_id', 'status']).execute();
  await db.schema.createIndex('friendships_friendee_idx').on('friendships').columns(['friendee_id', 'status']).execute();
  await db.schema
    .createIndex('friendships_invitation_idx')
    .on('friendships')
    .columns(['site_id', 'email_digest'])
    .where(sql.ref('email_digest'), 'is not', null)
    .execute();
  // Friend search (spec 2 §5) by the start of a first name, last name, full name or e-mail, on one
  // site: the users table is the users capability's, these indexes serve only this query.
  for (const [name, expression] of [
    ['users_friend_search_first_idx', sql`lower(first_name) text_pattern_ops`],
    ['users_friend_search_last_idx', sql`lower(last_name) text_pattern_ops`],
    ['users_friend_search_full_idx', sql`lower(first_name || ' ' || last_name) text_pattern_ops`],
    ['users_friend_search_email_idx', sql`email text_pattern_ops`],
  ] as const) {
    await sql`create index ${sql.id(name)} on users (site_id, ${expression})`.execute(db);
  }
};

export const down: NonNullable<Migration['down']> = async (db) => {
  for (const name of [
    'users_friend_search_first_idx',
    'users_friend_search_last_idx',
    'users_friend_search_full_idx',
    'users_friend_search_email_idx',
  ])
    await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropTable('friendships').execute();
};
