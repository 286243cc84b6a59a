import type { Generated } from 'kysely';
import type { BadgeCategory } from '@wellway/domain';

/**
 * One count an event made towards a badge category (domain `badgeRules`): per key, the latest
 * amount. A count without a key is its own row (key `#<event id>/<n>`), so every count is kept
 * once, a replay adds nothing, and a rebuild can sum them all again.
 */
export interface BadgeProgressCountTable {
  user_id: string;
  site_id: string;
  year: number;
  category: BadgeCategory;
  /** The program a campaign count names; '' for none. */
  scope: string;
  key: string;
  amount: number;
  /** Position of the event that set `amount`: an older one never overwrites it. */
  position: bigint;
  /** The amount the last write replaced (0 when it created the row): the write returns the change. */
  replaced_amount: Generated<number>;
}

/** A participant's progress in one category, per site, year and scope: the sum of its counts. */
export interface BadgeProgressTable {
  user_id: string;
  site_id: string;
  year: number;
  category: BadgeCategory;
  scope: string;
  progress: number;
  /** Position of the latest event counted into it. */
  position: bigint;
}

export interface BadgeProgressTables {
  badge_progress_counts: BadgeProgressCountTable;
  badge_progress: BadgeProgressTable;
}
