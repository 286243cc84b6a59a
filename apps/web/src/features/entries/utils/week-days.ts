import { daysBetween, maxDate, minDate, yearEnd, yearStart, type IsoDate } from '../../../lib/dates';
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
