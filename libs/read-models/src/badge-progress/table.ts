import type { Generated } from 'kysely';
import type { BadgeCategory } from '@wellway/domain';

/** A key's latest amount per category, as stored (jsonb_object's text values). */
export type CategoryAmounts = Partial<Record<BadgeCategory, string>>;

/**
 * What events counted towards badge categories (domain `badgeRules`), one row per key: per
 * category, the latest amount. A count without a key is its own row (key `#<event id>/<n>`), so
 * every count is kept once, a replay adds nothing, and a rebuild can sum them all again. A day's
 * entry counts towards three categories under one key (days_logged, weekends_logged,
 * distance_traveled): one row, not three.
 */
export interface BadgeProgressCountTable {
  user_id: string;
  site_id: string;
  year: number;
  /** The program a campaign count names; '' for none. */
  scope: string;
  key: string;
  /** Category → latest amount; a later count of a category replaces its amount, other categories stay. */
  amounts: CategoryAmounts;
  /** Position of the last event that wrote the row: an older one never overwrites it. */
  position: bigint;
  /** The amounts the last write replaced ({} when it created the row): the write returns the change. */
  replaced: Generated<CategoryAmounts>;
}

/** A participant's progress in one category, per site, year and scope: the sum of its counts. */
export interface BadgeProgressTable {
  user_id: string;
  site_id: string;
  year: number;
  category: BadgeCategory;
  scope: string;
  progress: number;
  /** Position of the latest event that wrote a count row adding to it. */
  position: bigint;
}

export interface BadgeProgressTables {
  badge_progress_counts: BadgeProgressCountTable;
  badge_progress: BadgeProgressTable;
}
