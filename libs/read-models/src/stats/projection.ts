import { sql, type Transaction } from 'kysely';
import { entryEventTypes } from '@wellway/domain';
import type { Database } from '../database.js';
import { defineProjection } from '../projection.js';
import { effectFor, noEffect } from '../shared/batch.js';
import { columnsOf, unnest } from '../shared/unnest.js';
import { dayColumns, statsDays, type StatsDay } from './days.js';
import { statsRebuild } from './rebuild.js';

/** The change each written day makes; a day stored from a later (or the same) position is kept. */
const writeDays = (days: readonly StatsDay[]) => sql`
  insert into stats_days (${sql.join(columnsOf(dayColumns).map((column) => sql.ref(column)))})
  ${unnest(days, dayColumns)}
  on conflict (user_id, recorded_on) do update set
    replaced_total_steps = stats_days.total_steps, replaced_minutes = stats_days.minutes,
    replaced_logged = stats_days.logged, steps = excluded.steps, minutes = excluded.minutes,
    total_steps = excluded.total_steps, logged = excluded.logged, position = excluded.position
  where stats_days.position < excluded.position
  returning user_id, recorded_on, weekend, total_steps - replaced_total_steps as total_steps,
    minutes - replaced_minutes as minutes, logged::int4 - replaced_logged::int4 as days_logged`;

const addToWeeks = sql`
  insert into stats_weeks (user_id, week_start, year, week_number, total_steps, exercise_minutes, days_logged)
  select user_id, week_start, extract(isoyear from week_start)::int4, extract(week from week_start)::int4,
    sum(total_steps)::int4, sum(minutes)::int4, sum(days_logged)::int4
  from (select *, date_trunc('week', recorded_on)::date as week_start from changes) c
  group by user_id, week_start
  on conflict (user_id, week_start) do update set total_steps = stats_weeks.total_steps + excluded.total_steps,
    exercise_minutes = stats_weeks.exercise_minutes + excluded.exercise_minutes,
    days_logged = stats_weeks.days_logged + excluded.days_logged`;

const addToYears = sql`
  insert into stats_years (user_id, year, total_steps, exercise_minutes, days_logged, weekends_logged)
  select user_id, extract(year from recorded_on)::int4 as year, sum(total_steps)::int4, sum(minutes)::int4,
    sum(days_logged)::int4, coalesce(sum(days_logged) filter (where weekend), 0)::int4
  from changes
  group by user_id, year
  on conflict (user_id, year) do update set total_steps = stats_years.total_steps + excluded.total_steps,
    exercise_minutes = stats_years.exercise_minutes + excluded.exercise_minutes,
    days_logged = stats_years.days_logged + excluded.days_logged,
    weekends_logged = stats_years.weekends_logged + excluded.weekends_logged`;

/**
 * One statement per batch: write the days, then add each written day's change to its ISO week
 * and calendar year. A day already applied is not written again, so replays never double count.
 */
async function applyDays(trx: Transaction<Database>, days: readonly StatsDay[]): Promise<void> {
  await sql`
    with changes as (${writeDays(days)}),
    weeks as (${addToWeeks})
    ${addToYears}`.execute(trx);
}

/**
 * Steps, minutes and logged days per participant by ISO week and calendar year (days kept for
 * months and charts). A batch is collapsed in memory to its last values per day first.
 */
export const statsProjection = defineProjection({
  name: 'stats',
  version: 1,
  tables: ['stats_days', 'stats_weeks', 'stats_years'],
  eventTypes: entryEventTypes,
  rebuild: statsRebuild,
  async apply(trx, events) {
    const days = statsDays(events);
    if (days.length === 0) return noEffect;
    await applyDays(trx, days);
    return effectFor(days.map((day) => day.user_id));
  },
});
