import { sql, type Migration } from 'kysely';

/** The figures the end-of-program report sums (the reporting projection's `ROLLED_UP_FACTS`). */
const FIGURES = [
  'steps',
  'exercise_minutes',
  'badges_earned',
  'challenges_sent',
  'challenges_completed',
  'goals_created',
  'goals_completed',
];

/**
 * The rollups the end-of-program report reads instead of every participant-day (issue 16 "Speed"):
 * who counts where and on which days each logged (report_people), and per location the figures of
 * each day and the people of each calendar week. `report_logged_set` applies a batch's logged days
 * to a person's bitmap (bit i: the day logged_from + i), kept from their first logged day to their last.
 */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .createTable('report_people')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('counted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('logged_from', 'date')
    .addColumn('logged', sql`varbit`)
    .addColumn('position', 'int8', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('report_people_pkey', ['site_id', 'user_id'])
    .execute();
  let days = db.schema
    .createTable('report_location_days')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('on', 'date', (c) => c.notNull())
    .addColumn('participant_days', 'int4', (c) => c.notNull());
  for (const figure of FIGURES) days = days.addColumn(figure, 'float8', (c) => c.notNull());
  await days.addPrimaryKeyConstraint('report_location_days_pkey', ['site_id', 'location_id', 'on']).execute();
  await db.schema.createIndex('report_location_days_site_on_idx').on('report_location_days').columns(['site_id', 'on']).execute();
  await db.schema
    .createTable('report_location_weeks')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('week', 'date', (c) => c.notNull())
    .addColumn('participant_days', 'int4', (c) => c.notNull())
    .addColumn('logged', 'int4', (c) => c.notNull())
    .addColumn('active', 'int4', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_location_weeks_pkey', ['site_id', 'location_id', 'week'])
    .execute();
  await db.schema.createIndex('report_location_weeks_site_week_idx').on('report_location_weeks').columns(['site_id', 'week']).execute();
  await sql`create or replace function report_logged_set(
      from_day date, bits varbit, days date[], logged boolean[], out logged_from date, out logged_bits varbit)
    language plpgsql immutable parallel safe as $$
    declare
      t text := coalesce(bits::text, '');
      lo date := coalesce(from_day, (select min(d) from unnest(days, logged) as u(d, l) where l));
      hi date;
      lead int;
    begin
      if lo is null then return; end if; -- nothing stored, nothing logged
      hi := lo + length(t) - 1;
      select least(lo, min(d)), greatest(hi, max(d)) into logged_from, hi from unnest(days, logged) as u(d, l) where l;
      logged_from := coalesce(logged_from, lo);
      t := repeat('0', lo - logged_from) || t || repeat('0', greatest(hi - (lo + length(t) - 1), 0));
      for i in 1 .. coalesce(array_length(days, 1), 0) loop
        if days[i] between logged_from and logged_from + length(t) - 1 then
          t := overlay(t placing (case when logged[i] then '1' else '0' end) from days[i] - logged_from + 1 for 1);
        end if;
      end loop;
      lead := length(t) - length(ltrim(t, '0'));
      t := rtrim(ltrim(t, '0'), '0');
      if t = '' then logged_from := null; return; end if;
      logged_from := logged_from + lead;
      logged_bits := t::varbit;
    end $$`.execute(db);
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await sql`drop function if exists report_logged_set(date, varbit, date[], boolean[])`.execute(db);
  await db.schema.dropTable('report_location_weeks').execute();
  await db.schema.dropTable('report_location_days').execute();
  await db.schema.dropTable('report_people').execute();
};
