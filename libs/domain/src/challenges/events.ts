import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

/** What every event of one user challenge carries: its parties, and the catalogue challenge's name for notices. */
interface UserChallengeFacts {
  readonly userChallengeId: string;
  readonly siteId: string;
  readonly senderId: string;
  readonly receiverId: string;
  readonly challengeName: string;
}

/** Sent to a friend (spec 2 §4): pending until the receiver accepts; expires at `expiresAt`. */
export type UserChallengeSent = DomainEvent<
  'UserChallengeSent',
  UserChallengeFacts & {
    readonly challengeId: string;
    readonly sentAt: string;
    readonly expiresAt: string;
    /** The site-local date it was sent (the badge year of challenges_sent). */
    readonly sentOn: string;
  }
>;
export type UserChallengeAccepted = DomainEvent<'UserChallengeAccepted', UserChallengeFacts & { readonly acceptedAt: string }>;
/** Withdrawn by the sender or declined by the receiver (`canceledBy` says which). */
export type UserChallengeCanceled = DomainEvent<
  'UserChallengeCanceled',
  UserChallengeFacts & { readonly canceledBy: string; readonly canceledAt: string }
>;
/** One side completed it (`userId`); the challenge is completed once both sides have. */
export type UserChallengeSideCompleted = DomainEvent<
  'UserChallengeSideCompleted',
  UserChallengeFacts & { readonly userId: string; readonly completedAt: string; readonly completedOn: string }
>;
export type UserChallengeCompleted = DomainEvent<'UserChallengeCompleted', UserChallengeFacts & { readonly completedAt: string }>;
/** Its time ran out: `expiredUserIds` are the sides that had not completed it. */
export type UserChallengeExpired = DomainEvent<
  'UserChallengeExpired',
  UserChallengeFacts & { readonly expiredAt: string; readonly expiredUserIds: readonly string[] }
>;

export type UserChallengeEvent =
  | UserChallengeSent
  | UserChallengeAccepted
  | UserChallengeCanceled
  | UserChallengeSideCompleted
  | UserChallengeCompleted
  | UserChallengeExpired;

export const userChallengeEventTypes = [
  'UserChallengeSent',
  'UserChallengeAccepted',
  'UserChallengeCanceled',
  'UserChallengeSideCompleted',
  'UserChallengeCompleted',
  'UserChallengeExpired',
] as const satisfies readonly UserChallengeEvent['type'][];

/**
 * A person's active challenges (the 5-active rule): a slot is taken for each side before a
 * challenge is sent and released when that side is done with it. A slot also lapses at the
 * challenge's expiry, so a slot a crash left behind frees itself.
 */
export type ChallengeSlotTaken = DomainEvent<
  'ChallengeSlotTaken',
  { readonly userId: string; readonly siteId: string; readonly userChallengeId: string; readonly expiresAt: string }
>;
export type ChallengeSlotReleased = DomainEvent<
  'ChallengeSlotReleased',
  { readonly userId: string; readonly siteId: string; readonly userChallengeId: string }
>;

export type ChallengeSlotEvent = ChallengeSlotTaken | ChallengeSlotReleased;

/** No personal data: ids, dates and the catalogue's challenge names (docs/personal-data.md). */
export const userChallengePersonalData = {
  rules: {},
  withoutPersonalData: [...userChallengeEventTypes, 'ChallengeSlotTaken', 'ChallengeSlotReleased'],
} as const satisfies PersonalDataDeclaration<UserChallengeEvent | ChallengeSlotEvent>;
