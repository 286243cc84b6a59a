import { countedOnce, type ReportFactDeclaration } from '../reports/facts.js';
import type { BadgeEvent } from './events.js';

/** badges_earned: each award once, on the site-local day it was earned (an award is never revoked). */
export const badgeReportFacts = {
  BadgeAwarded: ({ data }) => [countedOnce(data.userId, data.siteId, data.earnedOn, 'badges_earned')],
} as const satisfies ReportFactDeclaration<BadgeEvent>;
