import type { ColumnType } from 'kysely';

/** Friendship status (spec 2 §3): P pending, A accepted, D declined. */
export type FriendshipStatus = 'P' | 'A' | 'D';

/**
 * One friendship request and its state (spec 2 §3 Friendship). A request by e-mail to someone
 * without an account has no `friendee_id` until they register.
 */
export interface FriendshipTable {
  id: string;
  site_id: string;
  sender_id: string;
  friendee_id: string | null;
  status: FriendshipStatus;
  created_at: ColumnType<Date, Date | string, Date | string>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
  position: bigint;
}

export interface FriendsTables {
  friendships: FriendshipTable;
}
