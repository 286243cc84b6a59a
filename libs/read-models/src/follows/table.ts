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
}
