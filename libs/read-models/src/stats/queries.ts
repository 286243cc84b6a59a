import { sql, type Selectable } from 'kysely';
import { isoWeekOf, isoWeekStart, isoWeekStartsBetween } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import type { StatsWeekTable, StatsYearTable } from './table.js';

export type StatsTotals = Pick<Selectable<StatsWeekTable>, 'total_steps' | 'exercise_minutes' | 'days_logged'>;

export type WeekStats = StatsTotals & Pick<Selectable<StatsWeekTable>, 'week_start' | 'week_number'>;

export interface MonthStats extends StatsTotals {
  month: number;
}

/** docs/api.md's stats: calendar-year totals, the ISO year's weeks, the twelve months. */
export type UserStats = Selectable<StatsYearTable> & {
  weeks: WeekStats[];
  months: MonthStats[];
};

const noTotals: StatsTotals = { total_steps: 0, exercise_minutes: 0, days_logged: 0 };
const totalsOf = ({ total_steps, exercise_minutes, days_logged }: StatsTotals): StatsTotals => ({
  total_steps,
  exercise_minutes,
  days_logged,
});

/** Weeks 1–52 (or 53) of ISO year `year`, zero-filled. */
async function weeksOf(db: Db, userId: string, year: number): Promise<WeekStats[]> {
  const mondays = isoWeekStartsBetween(isoWeekStart(`${year}-01-04`), isoWeekStart(`${year}-12-28`));
  const rows = await db
    .selectFrom('stats_weeks')
    .selectAll()
    .where('user_id', '=', userId)
    .where('week_start', '>=', mondays[0])
    .where('week_start', '<=', mondays[mondays.length - 1])
    .execute();
  const byStart = new Map(rows.map((row) => [row.week_start, row]));
  return mondays.map((monday) => {
    const row = byStart.get(monday);
    return { week_start: monday, week_number: isoWeekOf(monday).week, ...(row ? totalsOf(row) : noTotals) };
  });
}

/** The twelve months of calendar year `year`, zero-filled, summed from the days. */
async function monthsOf(db: Db, userId: string, year: number): Promise<MonthStats[]> {
  const { rows } = await sql<MonthStats>`
    select extract(month from recorded_on)::int4 as month, sum(total_steps)::int4 as total_steps,
      sum(minutes)::int4 as exercise_minutes, (count(*) filter (where logged))::int4 as days_logged
    from stats_days
    where user_id = ${userId} and recorded_on between make_date(${year}, 1, 1) and make_date(${year}, 12, 31)
    group by 1`.execute(db);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return Array.from({ length: 12 }, (_, index) => {
    const row = byMonth.get(index + 1);
    return { month: index + 1, ...(row ? totalsOf(row) : noTotals) };
  });
}

async function yearRow(db: Db, userId: string, year: number) {
  return db.selectFrom('stats_years').selectAll().where('user_id', '=', userId).where('year', '=', year).executeTakeFirst();
}

export async function userStats(db: Db, userId: string, year: number): Promise<UserStats> {
  const [totals, weeks, months] = await Promise.all([yearRow(db, userId, year), weeksOf(db, userId, year), monthsOf(db, userId, year)]);
  return {
    user_id: userId,
    year,
    ...(totals ? totalsOf(totals) : noTotals),
    weekends_logged: totals?.weekends_logged ?? 0,
    weeks,
    months,
  };
}

/** Days with anything recorded in calendar year `year` (what days_logged badges count). */
export async function daysLogged(db: Db, userId: string, year: number): Promise<number> {
  return (await yearRow(db, userId, year))?.days_logged ?? 0;
}
