import type { Badge } from '../api/get-site-badges';

/** Spec 3 §3's categories, as the editor's choice names them. */
export const categoryNames: Readonly<Record<Badge['category'], string>> = {
  days_logged: 'Days logged',
  weekends_logged: 'Weekends logged',
  distance_traveled: 'Distance traveled',
  challenges_sent: 'Challenges sent',
  challenges_completed: 'Challenges completed',
  goals_created: 'Goals created',
  goals_completed: 'Goals completed',
  goals_shared: 'Goals shared',
  wall_posts_created: 'Wall posts created',
  wall_posts_tags: 'Wall post tags',
  recipes_rated: 'Recipes rated',
  recipes_shared: 'Recipes shared',
  evaluation: 'Evaluations',
  campaign_opt_in: 'Program opt-in',
  campaign_entries: 'Program entries',
  campaign_evaluation: 'Program evaluation',
  buddies_added: 'Friends added',
  custom: 'Custom (awarded by hand)',
};

export const categories = Object.keys(categoryNames) as Badge['category'][];
export const categoryName = (category: Badge['category']): string => categoryNames[category] ?? category;
