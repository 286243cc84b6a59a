import { addDays, dateInTimeZone, type IsoDate } from '../shared/dates.js';
import { NOTICE_TYPES } from './preferences.js';

/**
 * Wall activity (comments, tags) is e-mailed at most once a day per person, as a digest sent at
 * this local hour in their own time zone (issue 15 Notifications, `email_daily`), never one
 * e-mail per notice. The digest of day D holds what was raised from D-1 at this hour up to D at it.
 */
export const DIGEST_HOUR = 18;

/** The notice keys a wall digest gathers: the types e-mailed under wall activity (`email_wall_posts`). */
export const DIGEST_NOTICE_KEYS: readonly string[] = NOTICE_TYPES.filter((type) => type.email === 'email_wall_posts').map(
  (type) => type.key,
);

const HOUR_MS = 3_600_000;

/** The digest day a notice raised at `at` belongs to, in `timeZone`. */
export const digestDayOf = (at: Date, timeZone: string): IsoDate =>
  dateInTimeZone(new Date(at.getTime() + (24 - DIGEST_HOUR) * HOUR_MS), timeZone);

/** The zone's offset from UTC at `at`, in milliseconds (local minus UTC). */
function offsetAt(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant it is `hour`:00 on `date` in `timeZone` (DST-safe: the offset is read at that instant). */
export function zonedHour(date: IsoDate, hour: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - offsetAt(new Date(guess), timeZone);
  return new Date(guess - offsetAt(new Date(first), timeZone));
}

/** When the digest of `day` is sent, and the window of notices it holds ([from, to)). */
export function digestWindow(day: IsoDate, timeZone: string): { readonly from: Date; readonly to: Date } {
  return { from: zonedHour(addDays(day, -1), DIGEST_HOUR, timeZone), to: zonedHour(day, DIGEST_HOUR, timeZone) };
}
