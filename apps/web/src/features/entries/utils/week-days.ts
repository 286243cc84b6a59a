import { daysBetween, endOfIsoWeek, maxDate, minDate, startOfIsoWeek, yearEnd, yearStart, type IsoDate } from '../../../lib/dates';
import type { Entry, EntryWeek } from '../api/get-entry-weeks';

/** The days of a week a participant can log on the year's page: inside the year, up to today; newest first. */
export function daysToLog(week: Pick<EntryWeek, 'from_date' | 'to_date'>, year: number, today: IsoDate): IsoDate[] {
  const from = maxDate(week.from_date, yearStart(year));
  const to = minDate(minDate(week.to_date, yearEnd(year)), today);
  return daysBetween(from, to).reverse();
}

export function entriesByDay(weeks: readonly EntryWeek[]): Map<IsoDate, Entry> {
  const byDay = new Map<IsoDate, Entry>();
  for (const week of weeks) for (const entry of week.entries) byDay.set(entry.recorded_on, entry);
  return byDay;
}

export const weekTitle = (week: Pick<EntryWeek, 'week_numbers'>): string => `Week ${week.week_numbers.join(' / ')}`;

/** The log page opens with this many weeks; older ones come on demand, as many at a time. */
export const WEEKS_PER_PAGE = 4;

/** The first `shown` weeks (newest first), and how many older ones wait behind "Show earlier weeks". */
export function weeksToShow<T>(weeks: readonly T[], shown: number): { readonly visible: readonly T[]; readonly hidden: number } {
  const count = Math.max(0, Math.min(weeks.length, shown));
  return { visible: weeks.slice(0, count), hidden: weeks.length - count };
}

/** Monday-to-Sunday days of today's week up to today, and which of them have an entry. */
export function thisWeekDays(today: IsoDate, byDay: ReadonlyMap<IsoDate, Entry>): { readonly day: IsoDate; readonly logged: boolean }[] {
  const monday = startOfIsoWeek(today);
  return daysBetween(monday, endOfIsoWeek(today)).map((day) => ({ day, logged: day <= today && byDay.has(day) }));
}
