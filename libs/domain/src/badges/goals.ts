import type { BadgeCategory, BadgeDefinition } from './events.js';

/** A participant's progress in one category for one year (and one program, for campaign categories). */
export interface CategoryProgress {
  readonly category: BadgeCategory;
  /** The program a campaign count names (BadgeCount's `scope`); null for the others. */
  readonly scope: string | null;
  readonly progress: number;
}

/** What deciding a badge's goal reads of its definition. `programId`: the program a campaign badge names. */
export type BadgeGoal = Pick<BadgeDefinition, 'badgeId' | 'category' | 'goal' | 'goal2'> & { readonly programId?: string | null };

const campaignCategories: ReadonlySet<BadgeCategory> = new Set(['campaign_opt_in', 'campaign_entries', 'campaign_evaluation']);

/**
 * What progress a badge needs, where (spec 3 §3 goal meanings): counts reach `goal` (at least 1:
 * a badge is earned by doing something); a campaign badge's goal names its program, and its
 * progress there reaches 1 (opted in, evaluation taken) or `goal2` entries; custom badges are
 * only ever given by hand. Null: never met automatically.
 */
export function badgeThreshold(badge: BadgeGoal): { readonly scope: string | null; readonly atLeast: number } | null {
  if (badge.category === 'custom') return null;
  if (!campaignCategories.has(badge.category)) return { scope: null, atLeast: Math.max(badge.goal, 1) };
  if (!badge.programId) return null;
  const atLeast = badge.category === 'campaign_entries' ? Math.max(badge.goal2 ?? 1, 1) : 1;
  return { scope: badge.programId, atLeast };
}

/** The badges whose goal a participant's progress (one site, one year) meets, in the definitions' order. */
export function badgesMet<Badge extends BadgeGoal>(definitions: readonly Badge[], progress: readonly CategoryProgress[]): Badge[] {
  const reached = new Map(progress.map((row) => [`${row.category}/${row.scope ?? ''}`, row.progress]));
  return definitions.filter((badge) => {
    const threshold = badgeThreshold(badge);
    return threshold !== null && (reached.get(`${badge.category}/${threshold.scope ?? ''}`) ?? 0) >= threshold.atLeast;
  });
}
