import { sql, type Migration } from 'kysely';

/** The reporting read model (issue 16): per-day facts and per-participant totals, both keyed by site first. */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('report_days')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('on', 'date', (c) => c.notNull())
    .addColumn('facts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('position', 'int8', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_days_pkey', ['site_id', 'user_id', 'on'])
    .execute();
  // Reports over a date range and the EOP's figures over time read a site's days in order.
  await db.schema.createIndex('report_days_site_on_idx').on('report_days').columns(['site_id', 'on']).execute();
  await db.schema
    .createTable('report_participants')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('facts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('last_on', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('position', 'int8', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_participants_pkey', ['site_id', 'user_id'])
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await db.schema.dropTable('report_participants').execute();
  await db.schema.dropTable('report_days').execute();
};
