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
export function badgeGoalText(badge: Pick<Badge, 'category' | 'goal'> & Partial<Pick<Badge, 'goal2'>>): string {
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
    case 'goals_shared':
      return `Share ${plural(goal, 'goal', 'goals')}.`;
    case 'recipes_rated':
      return `Rate ${plural(goal, 'recipe', 'recipes')}.`;
    case 'recipes_shared':
      return `Share ${plural(goal, 'recipe', 'recipes')}.`;
    case 'evaluation':
      return `Complete ${plural(goal, 'evaluation', 'evaluations')}.`;
    case 'campaign_opt_in':
      return 'Join the program.';
    case 'campaign_entries':
      return `Log ${plural(badge.goal2 ?? 1, 'entry', 'entries')} in the program.`;
    case 'campaign_evaluation':
      return "Complete the program's evaluation.";
    case 'custom':
      return 'Awarded by your coordinators.';
    default:
      return `Reach ${goal.toLocaleString('en-US')} in ${categoryLabel(badge.category)}.`;
  }
}

export interface BadgeGroup {
  readonly category: string;
  readonly label: string;
  readonly badges: readonly Badge[];
}

type Flags = Readonly<Record<string, boolean | undefined>>;

interface Feature {
  readonly id: string;
  readonly label: (friendsLabel: string) => string;
  readonly categories: readonly Badge['category'][];
  /** Shown while the site has the feature (the permission rules' flags: on unless off, or off unless on). */
  readonly on: (flags: Flags) => boolean;
}

/** Spec 2 §2: the gallery's features, in this order; a feature the site turned off hides its group. */
const features: readonly Feature[] = [
  {
    id: 'logging',
    label: () => 'Days Logged',
    categories: ['days_logged', 'weekends_logged', 'distance_traveled'],
    on: (f) => f.is_logging_enabled !== false,
  },
  {
    id: 'challenges',
    label: () => 'Challenges',
    categories: ['challenges_sent', 'challenges_completed'],
    on: (f) => f.is_challenges_enabled === true,
  },
  {
    id: 'goals',
    label: () => 'Goals',
    categories: ['goals_created', 'goals_completed', 'goals_shared'],
    on: (f) => f.is_goal_enabled === true || f.is_goals_enabled === true,
  },
  { id: 'wall', label: () => 'Wall', categories: ['wall_posts_created', 'wall_posts_tags'], on: (f) => f.is_wall_enabled === true },
  { id: 'recipes', label: () => 'Recipes', categories: ['recipes_rated', 'recipes_shared'], on: (f) => f.is_recipes_enabled === true },
  { id: 'evaluations', label: () => 'Evaluations', categories: ['evaluation'], on: () => true },
  { id: 'campaigns', label: () => 'Programs', categories: ['campaign_opt_in', 'campaign_entries', 'campaign_evaluation'], on: () => true },
  { id: 'friends', label: (friends) => friends, categories: ['buddies_added'], on: (f) => f.is_peers_enabled === true },
  { id: 'custom', label: () => 'Special', categories: ['custom'], on: () => true },
];

/** The gallery grouped by feature (spec 2 §2), features off on the site left out; badges in the site's sequence. */
export function groupBadges(badges: readonly Badge[], flags: Flags = {}, friendsLabel = 'Friends'): BadgeGroup[] {
  const sorted = [...badges].sort((a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name));
  return features
    .filter((feature) => feature.on(flags))
    .map((feature) => ({
      category: feature.id,
      label: feature.label(friendsLabel),
      badges: sorted.filter((badge) => feature.categories.includes(badge.category)),
    }))
    .filter((group) => group.badges.length > 0);
}

/** The badges the gallery shows: those of the features the site has on. */
export const visibleBadges = (badges: readonly Badge[], flags: Flags = {}): Badge[] =>
  groupBadges(badges, flags).flatMap((group) => group.badges);

/** The badge a notification link points at ('/badges/2026?badge_id=…'). */
export function badgeIdFromLink(link: string | null): string | null {
  if (!link) return null;
  const query = link.split('?')[1];
  return query ? new URLSearchParams(query).get('badge_id') : null;
}

export const badgeElementId = (badgeId: string) => `badge-${badgeId}`;
