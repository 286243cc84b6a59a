import { sql, type Migration } from 'kysely';

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('programs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('effective_date_start', 'date')
    .addColumn('effective_date_end', 'date')
    .addColumn('location_ids', sql`text[]`, (c) => c.notNull())
    .addColumn('registration_closed', 'boolean', (c) => c.notNull())
    .addColumn('time_frames', 'jsonb', (c) => c.notNull())
    .addColumn('promotion', 'jsonb', (c) => c.notNull())
    .addColumn('coordinator_report_promotion_id', 'text')
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('revision', 'int8', (c) => c.notNull())
    .addColumn('created_position', 'int8', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('programs_site_idx').on('programs').columns(['site_id', 'created_position']).execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('programs').execute();
};
