import type { Badge } from '../api/get-badges';

/**
 * Categories no event counts towards yet: taking part in a program (opting in, its entries, its
 * evaluation) is a later capability, so these badges are shown but cannot be earned. The unit spec
 * checks the list against the domain's badge rules: a category that gains a rule must leave it.
 */
export const NOT_YET_EARNABLE: ReadonlySet<Badge['category']> = new Set(['campaign_opt_in', 'campaign_entries', 'campaign_evaluation']);

/** Whether the participant can earn the badge now (an earned one was earned, whatever its category). */
export const canBeEarnedYet = (badge: Pick<Badge, 'category' | 'earned_on'>): boolean =>
  badge.earned_on !== null || !NOT_YET_EARNABLE.has(badge.category);
