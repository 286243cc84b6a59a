import { weekdayOf, yearOf, type IsoDate } from '@wellway/domain';

/** ISO-8601 calendar arithmetic on 'YYYY-MM-DD' strings (UTC, no time zones). */
const DAY_MS = 86_400_000;

const toTime = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number): IsoDate => new Date(time).toISOString().slice(0, 10);

export const addDays = (date: IsoDate, days: number): IsoDate => fromTime(toTime(date) + days * DAY_MS);

/** The Monday starting the ISO week that holds `date`. */
export const isoWeekStart = (date: IsoDate): IsoDate => addDays(date, -((weekdayOf(date) + 6) % 7));

export interface IsoWeek {
  readonly year: number;
  readonly week: number;
}

/** An ISO week belongs to the year of its Thursday, and week 1 holds the year's first Thursday. */
export function isoWeekOf(date: IsoDate): IsoWeek {
  const thursday = addDays(isoWeekStart(date), 3);
  const year = yearOf(thursday);
  const week = Math.floor((toTime(thursday) - toTime(`${year}-01-01`)) / (7 * DAY_MS)) + 1;
  return { year, week };
}

/** '2026-W01'. */
export const isoWeekKey = ({ year, week }: IsoWeek): string => `${year}-W${String(week).padStart(2, '0')}`;

/** Mondays of the ISO weeks overlapping [from, to], oldest first. */
export function isoWeekStartsBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const mondays: IsoDate[] = [];
  for (let monday = isoWeekStart(from); monday <= to; monday = addDays(monday, 7)) mondays.push(monday);
  return mondays;
}
