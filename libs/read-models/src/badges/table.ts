/** A badge a participant earned for a year; at most one row per (user, badge, year). */
export interface BadgeEarnedTable {
  user_id: string;
  badge_id: string;
  year: number;
  earned_on: string;
  site_id: string;
  badge_name: string;
  position: bigint;
}

export interface BadgesEarnedTables {
  badges_earned: BadgeEarnedTable;
}
