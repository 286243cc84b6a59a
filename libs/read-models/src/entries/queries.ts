import { sql, type Selectable } from 'kysely';
import { addDays, isoWeekKey, isoWeekOf, isoWeekStartsBetween, stepsFromMinutes, totalSteps, type IsoDate } from '@wellway/domain';
import type { ChartDay, Entry, EntryActivity, EntryWeek } from '@wellway/contracts';
import type { ReadModelDb as Db } from '../database.js';
import type { EntryTable } from './table.js';

/** The entry shapes are the contracts' (one schema for the API, the read model and the web). */
export type EntryActivityView = EntryActivity;
export type EntryView = Entry;

export type { ChartDay, EntryWeek };

export interface EntryRange {
  userId: string;
  fromDate: IsoDate;
  toDate: IsoDate;
  /** The site's daily step goal. */
  goalSteps: number;
}

type EntryRow = Selectable<EntryTable> & { entry_exercise_activities: EntryActivityView[] };

/** Activities with their names, in form order. */
const activitiesWithNames = sql<EntryActivityView[]>`coalesce((
  select jsonb_agg(jsonb_build_object(
    'exercise_activity_id', a.exercise_activity_id, 'name', x.name,
    'value', a.value, 'sequence', a.sequence) order by a.sequence)
  from jsonb_to_recordset(e.activities) as a(exercise_activity_id text, value int4, sequence int4)
  left join exercise_activities x on x.id = a.exercise_activity_id
), '[]'::jsonb)`;

function selectEntries(db: Db) {
  return db.selectFrom('entries as e').selectAll('e').select(activitiesWithNames.as('entry_exercise_activities'));
}

function toEntryView(row: EntryRow, goalSteps: number): EntryView {
  return {
    id: row.id,
    user_id: row.user_id,
    recorded_on: row.recorded_on,
    exercise_steps: row.exercise_steps,
    exercise_minutes: row.exercise_minutes,
    steps_from_minutes: stepsFromMinutes(row.exercise_minutes),
    total_steps: totalSteps(row.exercise_steps, row.exercise_minutes),
    goal_steps: goalSteps,
    manually_recorded: row.manually_recorded,
    entry_exercise_activities: row.entry_exercise_activities,
    revision: Number(row.revision),
    updated_at: row.updated_at.toISOString(),
  };
}

/** One entry; `goal_steps` defaults to its site's daily step goal. */
export async function findEntry(db: Db, entryId: string, goalSteps?: number): Promise<EntryView | undefined> {
  const row = await selectEntries(db)
    .leftJoin('sites as s', 's.id', 'e.site_id')
    .select('s.daily_step_goal')
    .where('e.id', '=', entryId)
    .executeTakeFirst();
  return row && toEntryView(row, goalSteps ?? row.daily_step_goal ?? 0);
}

/** One row per day of [fromDate, toDate], days without an entry filled with zeros. */
export async function entriesChart(db: Db, { userId, fromDate, toDate, goalSteps }: EntryRange): Promise<ChartDay[]> {
  const { rows } = await sql<{ recorded_on: IsoDate; entry_id: string | null; exercise_steps: number; exercise_minutes: number }>`
    select d.day::date as recorded_on, e.id as entry_id,
           coalesce(e.exercise_steps, 0) as exercise_steps, coalesce(e.exercise_minutes, 0) as exercise_minutes
    from generate_series(${fromDate}::date, ${toDate}::date, interval '1 day') as d(day)
    left join entries e on e.user_id = ${userId} and e.recorded_on = d.day::date
    order by d.day`.execute(db);
  return rows.map((row) => ({
    recorded_on: row.recorded_on,
    exercise_steps: row.exercise_steps,
    exercise_minutes: row.exercise_minutes,
    steps_from_minutes: stepsFromMinutes(row.exercise_minutes),
    total_steps: totalSteps(row.exercise_steps, row.exercise_minutes),
    goal_steps: goalSteps,
    entry_id: row.entry_id,
  }));
}

function toEntryWeek(monday: IsoDate, entries: readonly EntryView[]): EntryWeek {
  const sunday = addDays(monday, 6);
  const inWeek = entries.filter((entry) => entry.recorded_on >= monday && entry.recorded_on <= sunday);
  const week = isoWeekOf(monday);
  return {
    key: isoWeekKey(week),
    from_date: monday,
    to_date: sunday,
    week_numbers: [week.week],
    total_steps: inWeek.reduce((sum, entry) => sum + entry.total_steps, 0),
    entries: inWeek,
  };
}

/** The ISO weeks (Monday–Sunday) overlapping [fromDate, toDate], newest first, each with all its entries. */
export async function entryWeeks(db: Db, { userId, fromDate, toDate, goalSteps }: EntryRange): Promise<EntryWeek[]> {
  const mondays = isoWeekStartsBetween(fromDate, toDate);
  if (mondays.length === 0) return [];
  const rows = await selectEntries(db)
    .where('e.user_id', '=', userId)
    .where('e.recorded_on', '>=', mondays[0])
    .where('e.recorded_on', '<=', addDays(mondays[mondays.length - 1], 6))
    .orderBy('e.recorded_on')
    .execute();
  const entries = rows.map((row) => toEntryView(row, goalSteps));
  return mondays.map((monday) => toEntryWeek(monday, entries)).reverse();
}
