import type { ColumnType } from 'kysely';

type Time = ColumnType<Date, Date | string, Date | string>;
type MaybeTime = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** Spec 2 §4: pending, active (accepted), completed, expired, canceled. */
export type UserChallengeRowStatus = 'pending' | 'active' | 'completed' | 'expired' | 'canceled';

/** One user challenge (spec 2 §3 UserChallenge); names are joined from `users` when read. */
export interface UserChallengeTable {
  id: string;
  site_id: string;
  sender_id: string;
  receiver_id: string;
  challenge_id: string;
  challenge_name: string;
  status: UserChallengeRowStatus;
  created_at: Time;
  accepted_at: MaybeTime;
  expires_at: Time;
  completed_at: MaybeTime;
  sender_completed_at: MaybeTime;
  receiver_completed_at: MaybeTime;
  canceled_at: MaybeTime;
  expired_at: MaybeTime;
  position: bigint;
}

export interface UserChallengesTables {
  user_challenges: UserChallengeTable;
}
