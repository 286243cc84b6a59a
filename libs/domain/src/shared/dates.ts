/** Calendar dates as 'YYYY-MM-DD' strings; pure helpers, UTC arithmetic only. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): value is IsoDate {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

const DAY_MS = 86_400_000;

const toTime = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number): IsoDate => new Date(time).toISOString().slice(0, 10);

export const addDays = (date: IsoDate, days: number): IsoDate => fromTime(toTime(date) + days * DAY_MS);

/** The day of the week counted from Sunday: 0 = Sunday … 6 = Saturday (as JavaScript's getUTCDay). */
export function weekdayFromSunday(date: IsoDate): number {
  // Arithmetic, not a parsed Date: stats call it for every day they replay.
  const days = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
  return (((days + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** The day of the week counted from Monday, as ISO 8601 does: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: IsoDate): number => weekdayFromSunday(date) || 7;

export function isWeekend(date: IsoDate): boolean {
  const day = weekdayFromSunday(date);
  return day === 0 || day === 6;
}

/**
 * Weeks are ISO weeks everywhere (the spec's weekly lists, the stats, PostgreSQL's
 * `date_trunc('week', …)`): Monday to Sunday. The Monday starting the week that holds `date`.
 */
export const isoWeekStart = (date: IsoDate): IsoDate => addDays(date, 1 - isoWeekday(date));

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

// Building an Intl.DateTimeFormat costs far more than formatting with one: keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The last answer per zone and the UTC second it was computed for. A zone's offsets are whole
 * seconds, so its dates change only on whole seconds: every instant of that second has the same
 * date. Under load most calls (one per command) are in a second already answered.
 */
const lastDates = new Map<string, { second: number; date: IsoDate }>();

/** Today's date in an IANA time zone (the caller passes the clock in). */
export function dateInTimeZone(now: Date, timeZone: string): IsoDate {
  const second = Math.floor(now.getTime() / 1000);
  const last = lastDates.get(timeZone);
  if (last && last.second === second) return last.date;
  const date = formatterFor(timeZone).format(now);
  if (!Number.isNaN(second)) lastDates.set(timeZone, { second, date });
  return date;
}
