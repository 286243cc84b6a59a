import type { ColumnType } from 'kysely';

/**
 * Friendship status (spec 2 §3): P pending, A accepted, D declined; R (ours) removed, withdrawn,
 * claimed into a request, or about an erased person: kept so a replay cannot bring it back.
 */
export type FriendshipStatus = 'P' | 'A' | 'D' | 'R';

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
  /** An invitation's address (spec's friend_email): '' once the sender is erased. */
  friend_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its keyed digest (personalDigests.email), how a registration finds the invitations waiting for it. */
  email_digest: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the sender last resent it (the spec's resend flag). */
  resent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string, Date | string>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
  position: bigint;
}

export interface FriendsTables {
  friendships: FriendshipTable;
}
