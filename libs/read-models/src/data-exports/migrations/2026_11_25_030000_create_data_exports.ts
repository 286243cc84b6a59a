import type { Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ready_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_exports_user_idx').on('data_exports').columns(['user_id', 'position']).execute();
  await db.schema
    .createTable('data_export_progress')
    .addColumn('export_id', 'text', (c) => c.primaryKey())
    .addColumn('progress', 'int4', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('data_export_archives')
    .addColumn('export_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('archive', 'bytea', (c) => c.notNull())
    .addColumn('byte_size', 'int4', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_export_archives_expires_idx').on('data_export_archives').column('expires_at').execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('data_export_archives').execute();
  await db.schema.dropTable('data_export_progress').execute();
  await db.schema.dropTable('data_exports').execute();
};
