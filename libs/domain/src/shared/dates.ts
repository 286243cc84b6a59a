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

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  // Arithmetic, not a parsed Date: stats call it for every day they replay.
  const days = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
  return (((days + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export function isWeekend(date: IsoDate): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
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
