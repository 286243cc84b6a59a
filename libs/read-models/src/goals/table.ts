/** A catalogue goal (spec 3 §3 Goal, admin view): `site_id` null for the default set, `parent_id` the goal a site copy replaces. */
export interface SiteGoalTable {
  id: string;
  site_id: string | null;
  parent_id: string | null;
  title: string;
  summary: string;
  description: string;
  category: string;
  image: string;
  month_integer: number;
  final_month_integer: number | null;
  saved_at: Date;
  /** Kept as a tombstone (parent cleared) so a replay of older events cannot bring it back. */
  deleted_at: Date | null;
  position: bigint;
}

/** A person's goal (spec 2 §3 Goal): chosen from the catalogue (`parent_id`), or their own (`is_custom`). */
export interface UserGoalTable {
  id: string;
  user_id: string;
  site_id: string;
  parent_id: string | null;
  is_custom: boolean;
  run_again_of: string | null;
  title: string;
  summary: string;
  description: string;
  category: string;
  image: string;
  month_integer: number;
  final_month_integer: number | null;
  status: 'active' | 'complete' | 'canceled';
  created_at: Date;
  completed_at: Date | null;
  canceled_at: Date | null;
  /** Times shared (by e-mail): figures only, the addresses stay in the log, sealed. */
  share_count: number;
  /** Kept as a tombstone so a replay of older events cannot bring it back. */
  deleted_at: Date | null;
  position: bigint;
}

export interface GoalsTables {
  site_goals: SiteGoalTable;
  user_goals: UserGoalTable;
}
