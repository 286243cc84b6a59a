import { addDays, isoWeekStartsBetween, type IsoDate } from '../shared/dates.js';

/** Days of a week on which someone logged that count them as active in it (issue 16 EOP). */
export const ACTIVE_DAYS_PER_WEEK = 3;

/** One week of an end-of-program report: an ISO week (Monday to Sunday), cut to the program's days. */
export interface EopWeekSpan {
  /** The Monday that starts the calendar week (the reporting rollups' key). */
  readonly monday: IsoDate;
  /** Its first and last day within the program, both included. */
  readonly start: IsoDate;
  readonly end: IsoDate;
  /** Whether the program starts or ends inside the week (fewer than its 7 days). */
  readonly partial: boolean;
}

/**
 * The report's weeks are calendar weeks, so the reporting projection can keep each location's
 * people per week ready: the first and last may be partial when the program starts or ends
 * mid-week (docs/decisions.md, "End-of-program report"). Empty when `end` is before `start`.
 */
export function eopWeeks(start: IsoDate, end: IsoDate): EopWeekSpan[] {
  if (end < start) return [];
  return isoWeekStartsBetween(start, end).map((monday) => {
    const sunday = addDays(monday, 6);
    const first = monday < start ? start : monday;
    const last = sunday > end ? end : sunday;
    return { monday, start: first, end: last, partial: first !== monday || last !== sunday };
  });
}
