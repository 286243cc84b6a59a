/** Time and looked-up facts arrive in the command (the deciders are pure). */
export interface SendUserChallenge {
  readonly type: 'SendUserChallenge';
  readonly userChallengeId: string;
  readonly siteId: string;
  readonly senderId: string;
  readonly receiverId: string;
  /** Looked up by the API (friendships read model): the receiver must be a friend. */
  readonly receiverIsFriend: boolean;
  readonly challengeId: string;
  readonly challengeName: string;
  readonly now: string;
  /** now + the site's user_challenge_days. */
  readonly expiresAt: string;
  readonly today: string;
}

/** PUT status: accepted, declined (the receiver), canceled (either side), completed (either side, once accepted). */
export type UserChallengeStatusChange = 'accepted' | 'declined' | 'canceled' | 'completed';

export interface ChangeUserChallengeStatus {
  readonly type: 'ChangeUserChallengeStatus';
  readonly userChallengeId: string;
  readonly userId: string;
  readonly status: UserChallengeStatusChange;
  readonly now: string;
  readonly today: string;
}

/** Sent by the expiry job: decided from `now` against expires_at, so a late or repeated job is harmless. */
export interface ExpireUserChallenge {
  readonly type: 'ExpireUserChallenge';
  readonly userChallengeId: string;
  readonly now: string;
}

export type UserChallengeCommand = SendUserChallenge | ChangeUserChallengeStatus | ExpireUserChallenge;

export interface TakeChallengeSlot {
  readonly type: 'TakeChallengeSlot';
  readonly userId: string;
  readonly siteId: string;
  readonly userChallengeId: string;
  readonly expiresAt: string;
  readonly now: string;
  /** Whose slot: the message names who is full. */
  readonly side: 'sender' | 'receiver';
}

export interface ReleaseChallengeSlot {
  readonly type: 'ReleaseChallengeSlot';
  readonly userId: string;
  readonly siteId: string;
  readonly userChallengeId: string;
}

export type ChallengeSlotCommand = TakeChallengeSlot | ReleaseChallengeSlot;
