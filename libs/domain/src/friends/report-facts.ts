import { countedOnce, type ReportFactDeclaration } from '../reports/facts.js';
import type { FriendEvent } from './events.js';

/**
 * The event carries the site-local year (the badge year) and the UTC time, not the local day: the
 * day is the UTC date of `acceptedAt`, moved into the badge year when the site's clock had already
 * turned the year (so yearly figures agree with buddies_added). Off by one day at most, near midnight.
 */
export function acceptedOn(acceptedAt: string, year: number): string {
  const day = acceptedAt.slice(0, 10);
  const dayYear = Number(day.slice(0, 4));
  if (dayYear < year) return `${year}-01-01`;
  if (dayYear > year) return `${year}-12-31`;
  return day;
}

/** friends_added: an accepted friendship counts once for both people (as buddies_added); ending it later does not take it back. */
export const friendReportFacts = {
  FriendRequestAccepted: ({ data }) => {
    const on = acceptedOn(data.acceptedAt, data.year);
    return [countedOnce(data.senderId, data.siteId, on, 'friends_added'), countedOnce(data.friendeeId, data.siteId, on, 'friends_added')];
  },
} as const satisfies ReportFactDeclaration<FriendEvent>;
