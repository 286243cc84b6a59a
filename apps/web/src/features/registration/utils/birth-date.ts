/** Spec 2 §5: birth years selectable 13 to 119 years ago; day and month padded; sent as YYYY-MM-DD. */
export interface DateParts {
  readonly month: string;
  readonly day: string;
  readonly year: string;
}

export const emptyDate: DateParts = { month: '', day: '', year: '' };

export function birthYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: 119 - 13 + 1 }, (_, index) => year - 13 - index);
}

export const pad = (value: string): string => value.padStart(2, '0');

/** YYYY-MM-DD once all three parts are chosen, else null. */
export const isoFromParts = ({ month, day, year }: DateParts): string | null =>
  month && day && year ? `${year}-${pad(month)}-${pad(day)}` : null;

export function partsFromIso(iso: string | null | undefined): DateParts {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) } : emptyDate;
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
