import type { Migration } from 'kysely';

/** Personal settings, e-mail preferences and tracking method on users; password reset tokens (hashed). */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .alterTable('users')
    .addColumn('line1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('line2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state_province', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('allows_sms', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('phone', 'text')
    .addColumn('time_zone', 'text')
    .addColumn('subscription', 'jsonb')
    .addColumn('active_device', 'text')
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('password_reset_tokens').execute();
  for (const column of [
    'line1',
    'line2',
    'city',
    'state_province',
    'postal_code',
    'allows_sms',
    'phone',
    'time_zone',
    'subscription',
    'active_device',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
};
