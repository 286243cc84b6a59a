import type { Migration } from 'kysely';

/** Users admin, impersonation and single sign-on: deleted users, SSO identifiers, handoff sessions, SSO details. */
export const up: Migration['up'] = async (db) => {
  await db.schema.alterTable('users').addColumn('sso_identifier', 'text').addColumn('deleted_at', 'timestamptz').execute();
  await db.schema.createIndex('users_site_sso_identifier_idx').on('users').columns(['site_id', 'sso_identifier']).execute();
  await db.schema.alterTable('user_sessions').addColumn('impersonator_id', 'text').addColumn('handoff_until', 'timestamptz').execute();
  await db.schema
    .createTable('sso_details')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('wskey', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text')
    .addColumn('sso_label', 'text', (c) => c.notNull())
    .addColumn('login_url', 'text', (c) => c.notNull())
    .addColumn('redirect', 'text', (c) => c.notNull())
    .addColumn('is_sso_enabled', 'boolean', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_details_site_idx').on('sso_details').column('site_id').execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('sso_details').execute();
  await db.schema.alterTable('user_sessions').dropColumn('impersonator_id').dropColumn('handoff_until').execute();
  await db.schema.dropIndex('users_site_sso_identifier_idx').execute();
  await db.schema.alterTable('users').dropColumn('sso_identifier').dropColumn('deleted_at').execute();
};
