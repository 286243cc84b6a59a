import type { Badge } from '../api/get-site-badges';

export { DEFAULT_SITE_ID, isDefaultSite } from '../../../components/inheritable-list';

/** `ids` with the one at `from` moved to `to`. */
export function moved<T>(ids: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Spec 3 §3: campaign categories name a program (the goal is an app id). */
export const campaignCategories: readonly Badge['category'][] = ['campaign_opt_in', 'campaign_entries', 'campaign_evaluation'];
export const isCampaign = (category: Badge['category']) => campaignCategories.includes(category);

/** What the goal means, by category (spec 3 §3). */
export function goalLabel(category: Badge['category']): string {
  if (category === 'distance_traveled') return 'Goal (steps plus minutes)';
  if (category === 'days_logged') return 'Goal (days logged)';
  if (category === 'weekends_logged') return 'Goal (times logged on weekends)';
  if (isCampaign(category)) return 'Goal (app id)';
  if (category === 'custom') return 'Goal (not used: awarded by hand)';
  return 'Goal (count)';
}
