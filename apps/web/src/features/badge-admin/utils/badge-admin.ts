import type { Badge } from '../api/get-site-badges';

/**
 * The default site's id (`DEFAULT_SITE_ID` in libs/domain, deterministicId('site', 'default'));
 * written out because the domain's id helper needs node:crypto. A unit spec checks they agree.
 */
export const DEFAULT_SITE_ID = '2b01089c-85e4-5d1c-bf9c-a1e3f6b7563e';

export const isDefaultSite = (siteId: string): boolean => siteId === DEFAULT_SITE_ID;

/** Spec 3 §4: 'Delete Badge' on the default site, 'Reset Badge' elsewhere; none for a default seen from another site. */
export function deleteLabel(badge: Pick<Badge, 'site_id'>, siteId: string): 'Delete Badge' | 'Reset Badge' | null {
  if (isDefaultSite(siteId)) return 'Delete Badge';
  return badge.site_id === siteId ? 'Reset Badge' : null;
}

/** Only non-default sites show an edited state: the site's copy of a default. */
export const isEdited = (badge: Pick<Badge, 'site_id' | 'parent_id'>, siteId: string): boolean =>
  !isDefaultSite(siteId) && badge.site_id === siteId && badge.parent_id !== null;

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
