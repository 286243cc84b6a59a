/** Calendar days as 'YYYY-MM-DD' strings. Pure UTC arithmetic: no time zone can shift a day. */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export function toUtcDate(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function fromUtcDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcDate(new Date(toUtcDate(date).getTime() + days * MS_PER_DAY));
}

export const yearOf = (date: IsoDate): number => Number(date.slice(0, 4));
export const monthOf = (date: IsoDate): number => Number(date.slice(5, 7));
export const yearStart = (year: number): IsoDate => `${String(year).padStart(4, '0')}-01-01`;
export const yearEnd = (year: number): IsoDate => `${String(year).padStart(4, '0')}-12-31`;

/** 1 = Monday … 7 = Sunday (ISO 8601). */
export function isoWeekday(date: IsoDate): number {
  const day = toUtcDate(date).getUTCDay();
  return day === 0 ? 7 : day;
}

export const startOfIsoWeek = (date: IsoDate): IsoDate => addDays(date, 1 - isoWeekday(date));
export const endOfIsoWeek = (date: IsoDate): IsoDate => addDays(date, 7 - isoWeekday(date));

export const startOfMonth = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

export function endOfMonth(date: IsoDate): IsoDate {
  const start = toUtcDate(startOfMonth(date));
  return fromUtcDate(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)));
}

/** The first day of the month `months` away from `date`'s month. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const start = toUtcDate(startOfMonth(date));
  return fromUtcDate(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1)));
}

export const minDate = (a: IsoDate, b: IsoDate): IsoDate => (a < b ? a : b);
export const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b);
export const clampDate = (date: IsoDate, min: IsoDate, max: IsoDate): IsoDate => maxDate(min, minDate(date, max));

/** Every day from `from` to `to`, inclusive, oldest first. */
export function daysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export const monthName = (month: number): string => MONTHS[month - 1] ?? '';
export const weekdayName = (date: IsoDate): string => WEEKDAYS[toUtcDate(date).getUTCDay()] ?? '';
