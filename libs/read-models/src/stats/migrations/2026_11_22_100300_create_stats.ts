import { sql, type CreateTableBuilder, type Migration } from 'kysely';

const totals = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table
    .addColumn('total_steps', 'int4', (c) => c.notNull())
    .addColumn('exercise_minutes', 'int4', (c) => c.notNull())
    .addColumn('days_logged', 'int4', (c) => c.notNull())
    // Room on each page, so the constant updates of totals stay HOT (no index writes).
    .modifyEnd(sql`with (fillfactor = 50)`);

export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('stats_days')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('recorded_on', 'date', (c) => c.notNull())
    .addColumn('steps', 'int4', (c) => c.notNull())
    .addColumn('minutes', 'int4', (c) => c.notNull())
    .addColumn('total_steps', 'int4', (c) => c.notNull())
    .addColumn('logged', 'boolean', (c) => c.notNull())
    .addColumn('weekend', 'boolean', (c) => c.notNull())
    .addColumn('position', 'int8', (c) => c.notNull())
    .addColumn('replaced_total_steps', 'int4', (c) => c.notNull().defaultTo(0))
    .addColumn('replaced_minutes', 'int4', (c) => c.notNull().defaultTo(0))
    .addColumn('replaced_logged', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('stats_days_pkey', ['user_id', 'recorded_on'])
    .execute();

  await totals(
    db.schema
      .createTable('stats_weeks')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('week_start', 'date', (c) => c.notNull())
      .addColumn('year', 'int4', (c) => c.notNull())
      .addColumn('week_number', 'int4', (c) => c.notNull())
      .addPrimaryKeyConstraint('stats_weeks_pkey', ['user_id', 'week_start']),
  ).execute();

  await totals(
    db.schema
      .createTable('stats_years')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('year', 'int4', (c) => c.notNull())
      .addColumn('weekends_logged', 'int4', (c) => c.notNull())
      .addPrimaryKeyConstraint('stats_years_pkey', ['user_id', 'year']),
  ).execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  for (const table of ['stats_years', 'stats_weeks', 'stats_days']) {
    await db.schema.dropTable(table).execute();
  }
};
