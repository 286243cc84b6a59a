import type { ColumnType } from 'kysely';

/**
 * A post or a comment (spec 2 §3 Post), one row each. Deleted posts stay as tombstones
 * (`deleted_at`) so a replay cannot bring them back; queries leave them out.
 */
export interface WallPostTable {
  id: string;
  site_id: string;
  user_id: string;
  /** Plain text, never HTML; '' once its author was erased. */
  content: string;
  photo: string | null;
  wallable_type: string;
  wallable_id: string;
  parent_post_id: string | null;
  depth: number;
  tagged_user_ids: string[];
  postable_type: string | null;
  postable_id: string | null;
  author_is_wall_expert: boolean;
  like_count: number;
  comment_count: number;
  report_count: number;
  /** The first reporter among the standing reports (spec's flagged_by). */
  flagged_by: string | null;
  /** Beyond the spec: hidden by reports from all but its author and moderators. */
  is_hidden: boolean;
  created_at: ColumnType<Date, Date | string, Date | string>;
  deleted_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** Position of its PostCreated (the wall's order). */
  position: bigint;
  /** Position of the last event applied to it: older events (a replay) change nothing. */
  applied_position: bigint;
}

export interface WallLikeTable {
  post_id: string;
  user_id: string;
  site_id: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export interface WallReportTable {
  post_id: string;
  user_id: string;
  site_id: string;
  reported_at: ColumnType<Date, Date | string, Date | string>;
}

/** How many top-level posts a wall has (GET /posts meta total_records for the whole wall, without counting 1M rows). */
export interface WallCountTable {
  site_id: string;
  wallable_id: string;
  posts: number;
}

export interface WallTables {
  wall_posts: WallPostTable;
  wall_likes: WallLikeTable;
  wall_reports: WallReportTable;
  wall_counts: WallCountTable;
}
