import type { Badge } from '../api/get-badges';

/** Spec 2 §3 badge categories, named for the gallery's headings. */
const categoryLabels: Readonly<Record<string, string>> = {
  days_logged: 'Days Logged',
  weekends_logged: 'Weekends Logged',
  distance_traveled: 'Distance Traveled',
  challenges_sent: 'Challenges Sent',
  challenges_completed: 'Challenges Completed',
  goals_created: 'Goals Created',
  goals_completed: 'Goals Completed',
  goals_shared: 'Goals Shared',
  wall_posts_created: 'Wall Posts',
  wall_posts_tags: 'Wall Tags',
  recipes_rated: 'Recipes Rated',
  recipes_shared: 'Recipes Shared',
  evaluation: 'Evaluations',
  campaign_opt_in: 'Program Opt-in',
  campaign_entries: 'Program Entries',
  campaign_evaluation: 'Program Evaluations',
  buddies_added: 'Friends Added',
  custom: 'Special',
};

export const categoryLabel = (category: string): string =>
  categoryLabels[category] ?? category.replace(/_/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What it takes to earn the badge, in words. */
export function badgeGoalText(badge: Pick<Badge, 'category' | 'goal'>): string {
  const { goal } = badge;
  switch (badge.category) {
    case 'days_logged':
      return `Log activity on ${plural(goal, 'day', 'days')}.`;
    case 'weekends_logged':
      return `Log activity on ${plural(goal, 'weekend', 'weekends')}.`;
    case 'distance_traveled':
      return `Travel ${plural(goal, 'mile', 'miles')}.`;
    case 'challenges_sent':
      return `Send ${plural(goal, 'challenge', 'challenges')}.`;
    case 'challenges_completed':
      return `Complete ${plural(goal, 'challenge', 'challenges')}.`;
    case 'goals_created':
      return `Set ${plural(goal, 'goal', 'goals')}.`;
    case 'goals_completed':
      return `Complete ${plural(goal, 'goal', 'goals')}.`;
    case 'wall_posts_created':
      return `Write ${plural(goal, 'wall post', 'wall posts')}.`;
    case 'buddies_added':
      return `Add ${plural(goal, 'friend', 'friends')}.`;
    default:
      return `Reach ${goal.toLocaleString('en-US')} in ${categoryLabel(badge.category)}.`;
  }
}

export interface BadgeGroup {
  readonly category: string;
  readonly label: string;
  readonly badges: readonly Badge[];
}

/** The gallery grouped by feature; groups and badges in the site's sequence. */
export function groupBadges(badges: readonly Badge[]): BadgeGroup[] {
  const sorted = [...badges].sort((a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name));
  const groups = new Map<string, Badge[]>();
  for (const badge of sorted) groups.set(badge.category, [...(groups.get(badge.category) ?? []), badge]);
  return [...groups].map(([category, members]) => ({ category, label: categoryLabel(category), badges: members }));
}

/** The badge a notification link points at ('/badges/2026?badge_id=…'). */
export function badgeIdFromLink(link: string | null): string | null {
  if (!link) return null;
  const query = link.split('?')[1];
  return query ? new URLSearchParams(query).get('badge_id') : null;
}

export const badgeElementId = (badgeId: string) => `badge-${badgeId}`;
