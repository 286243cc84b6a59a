import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import type { ChangeUserChallengeStatus, ExpireUserChallenge, SendUserChallenge, UserChallengeCommand } from './commands.js';
import { userChallengeMessages as m, userChallengeNotFound } from './errors.js';
import type { UserChallengeEvent } from './events.js';

/** One stream per user challenge. */
export const userChallengeStream = (userChallengeId: string): string => `user_challenge-${userChallengeId}`;

/** Spec 2 §4: sent (pending), accepted (active), then completed, expired or canceled. */
export type UserChallengeStatus = 'none' | 'pending' | 'active' | 'completed' | 'expired' | 'canceled';

export interface UserChallengeState {
  readonly status: UserChallengeStatus;
  readonly siteId: string;
  readonly senderId: string;
  readonly receiverId: string;
  readonly challengeName: string;
  readonly challengeId: string;
  readonly sentAt: string;
  readonly expiresAt: string;
  /** The sides that have completed it. */
  readonly completedBy: readonly string[];
  /** When each side completed it, and when it was accepted, completed, canceled or expired (the API's answer). */
  readonly completedAtBy: Readonly<Record<string, string>>;
  readonly acceptedAt: string | null;
  readonly completedAt: string | null;
  readonly canceledAt: string | null;
  readonly expiredAt: string | null;
}

export const initialState = (): UserChallengeState => ({
  status: 'none',
  siteId: '',
  senderId: '',
  receiverId: '',
  challengeName: '',
  challengeId: '',
  sentAt: '',
  expiresAt: '',
  completedBy: [],
  completedAtBy: {},
  acceptedAt: null,
  completedAt: null,
  canceledAt: null,
  expiredAt: null,
});

export function evolve(state: UserChallengeState, event: UserChallengeEvent): UserChallengeState {
  switch (event.type) {
    case 'UserChallengeSent': {
      const { siteId, senderId, receiverId, challengeName, challengeId, sentAt, expiresAt } = event.data;
      return { ...initialState(), status: 'pending', siteId, senderId, receiverId, challengeName, challengeId, sentAt, expiresAt };
    }
    case 'UserChallengeAccepted':
      return { ...state, status: 'active', acceptedAt: event.data.acceptedAt };
    case 'UserChallengeCanceled':
      return { ...state, status: 'canceled', canceledAt: event.data.canceledAt };
    case 'UserChallengeSideCompleted': {
      const { userId, completedAt } = event.data;
      return { ...state, completedBy: [...state.completedBy, userId], completedAtBy: { ...state.completedAtBy, [userId]: completedAt } };
    }
    case 'UserChallengeCompleted':
      return { ...state, status: 'completed', completedAt: event.data.completedAt };
    case 'UserChallengeExpired':
      return { ...state, status: 'expired', expiredAt: event.data.expiredAt };
    default:
      return assertNever(event);
  }
}

const isOpen = (state: UserChallengeState) => state.status === 'pending' || state.status === 'active';
const isDue = (state: UserChallengeState, now: string) => Date.parse(now) >= Date.parse(state.expiresAt);

function send(command: SendUserChallenge, state: UserChallengeState): UserChallengeEvent[] {
  if (state.status !== 'none') {
    // The same send decided again (a retried request): nothing more to do.
    if (state.senderId === command.senderId && state.receiverId === command.receiverId) return [];
    throw new DomainError('conflict', 'user_challenge_exists', m.alreadySent);
  }
  if (command.senderId === command.receiverId) throw new DomainError('validation', 'challenge_yourself', m.yourself);
  if (!command.receiverIsFriend) throw new DomainError('validation', 'challenge_not_friend', m.notFriend);
  const { userChallengeId, siteId, senderId, receiverId, challengeId, challengeName, now, expiresAt, today } = command;
  return [
    {
      type: 'UserChallengeSent',
      data: { userChallengeId, siteId, senderId, receiverId, challengeName, challengeId, sentAt: now, expiresAt, sentOn: today },
    },
  ];
}

function changeStatus(command: ChangeUserChallengeStatus, state: UserChallengeState): UserChallengeEvent[] {
  if (state.status === 'none') throw userChallengeNotFound();
  const { userId, now } = command;
  if (userId !== state.senderId && userId !== state.receiverId) throw new DomainError('forbidden', 'challenge_not_party', m.notParty);
  if (!isOpen(state)) throw new DomainError('conflict', 'challenge_ended', m.ended);
  if (isDue(state, now)) throw new DomainError('conflict', 'challenge_expired', m.expired);
  const facts = {
    userChallengeId: command.userChallengeId,
    siteId: state.siteId,
    senderId: state.senderId,
    receiverId: state.receiverId,
    challengeName: state.challengeName,
  };
  switch (command.status) {
    case 'accepted':
      if (userId !== state.receiverId) throw new DomainError('forbidden', 'challenge_accept_receiver_only', m.onlyReceiverAccepts);
      if (state.status !== 'pending') throw new DomainError('conflict', 'challenge_not_pending', m.notPending);
      return [{ type: 'UserChallengeAccepted', data: { ...facts, acceptedAt: now } }];
    case 'declined':
      if (userId !== state.receiverId) throw new DomainError('forbidden', 'challenge_decline_receiver_only', m.onlyReceiverDeclines);
      if (state.status !== 'pending') throw new DomainError('conflict', 'challenge_not_pending', m.notPending);
      return [{ type: 'UserChallengeCanceled', data: { ...facts, canceledBy: userId, canceledAt: now } }];
    case 'canceled':
      if (state.completedBy.includes(userId)) throw new DomainError('conflict', 'challenge_already_completed', m.alreadyCompleted);
      return [{ type: 'UserChallengeCanceled', data: { ...facts, canceledBy: userId, canceledAt: now } }];
    case 'completed': {
      if (state.status !== 'active') throw new DomainError('conflict', 'challenge_not_accepted', m.notAccepted);
      if (state.completedBy.includes(userId)) throw new DomainError('conflict', 'challenge_already_completed', m.alreadyCompleted);
      const side: UserChallengeEvent = {
        type: 'UserChallengeSideCompleted',
        data: { ...facts, userId, completedAt: now, completedOn: command.today },
      };
      const bothDone = state.completedBy.length === 1;
      return bothDone ? [side, { type: 'UserChallengeCompleted', data: { ...facts, completedAt: now } }] : [side];
    }
    default:
      return assertNever(command.status);
  }
}

/** Exactly once: only an open challenge whose time is up expires; completed, canceled or expired ones stay as they are. */
function expire(command: ExpireUserChallenge, state: UserChallengeState): UserChallengeEvent[] {
  if (!isOpen(state) || !isDue(state, command.now)) return [];
  const { senderId, receiverId } = state;
  return [
    {
      type: 'UserChallengeExpired',
      data: {
        userChallengeId: command.userChallengeId,
        siteId: state.siteId,
        senderId,
        receiverId,
        challengeName: state.challengeName,
        expiredAt: command.now,
        expiredUserIds: [senderId, receiverId].filter((id) => !state.completedBy.includes(id)),
      },
    },
  ];
}

export function decide(command: UserChallengeCommand, state: UserChallengeState): UserChallengeEvent[] {
  switch (command.type) {
    case 'SendUserChallenge':
      return send(command, state);
    case 'ChangeUserChallengeStatus':
      return changeStatus(command, state);
    case 'ExpireUserChallenge':
      return expire(command, state);
    default:
      return assertNever(command);
  }
}

export const userChallengeDecider: Decider<UserChallengeCommand, UserChallengeEvent, UserChallengeState> = {
  decide,
  evolve,
  initialState,
};

/** Whether the expiry job found the challenge's time not yet up (a job run early by a skewed clock retries). */
export const expiryDue = (state: UserChallengeState, now: string): boolean => state.status === 'none' || isDue(state, now);

/** The sides whose slot a challenge in this state no longer holds. */
export function sidesDone(state: UserChallengeState): string[] {
  if (state.status === 'none') return [];
  if (!isOpen(state)) return [state.senderId, state.receiverId];
  return [...state.completedBy];
}
