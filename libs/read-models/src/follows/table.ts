import type { ColumnType } from 'kysely';

/**
 * Who follows whom on a site (spec 2 §3 Follow): one row per follower and followee while the
 * follow stands. The wall's Following filter and the /following list read it.
 */
export interface FollowTable {
  site_id: string;
  follower_id: string;
  followee_id: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
  position: bigint;
}

export interface FollowsTables {
  follows: FollowTable;
  follow_positions: FollowPositionTable;
}

/**
 * The position of the last event applied to each follower and followee pair, kept after an
 * unfollow deletes the pair's `follows` row: a replayed older follow then finds it and writes
 * nothing. The follows projection alone reads it.
 */
export interface FollowPositionTable {
  follower_id: string;
  followee_id: string;
  position: bigint;
}
