import { assertNever, type Decider } from '../shared/decider.js';
import type { FriendshipCommand, RequestFriend } from './commands.js';
import {
  cannotBefriendYourself,
  couldNotResendRequest,
  friendRequestNoLongerExists,
  onlyTheFriendeeAnswers,
  onlyTheSenderWithdraws,
} from './errors.js';
import type { FriendshipEvent } from './events.js';

/**
 * One stream per pair of people, named by both ids in order: two people asking each other at the
 * same moment write to the same stream, so the second decision sees the first (a conflict re-runs
 * it) and the pair ends with one friendship, never two.
 */
export const friendshipStream = (userId: string, otherUserId: string): string =>
  userId < otherUserId ? `friendship-${userId}_${otherUserId}` : `friendship-${otherUserId}_${userId}`;

export interface CurrentFriendship {
  readonly friendshipId: string;
  readonly siteId: string;
  readonly senderId: string;
  readonly friendeeId: string;
  readonly status: 'P' | 'A';
}

/** The pair's request or friendship, if any: a declined or removed one leaves none (a new request may follow). */
export interface FriendshipState {
  readonly current: CurrentFriendship | null;
}

export const initialState = (): FriendshipState => ({ current: null });

export function evolve(state: FriendshipState, event: FriendshipEvent): FriendshipState {
  switch (event.type) {
    case 'FriendRequested': {
      const { friendshipId, siteId, senderId, friendeeId } = event.data;
      return { current: { friendshipId, siteId, senderId, friendeeId, status: 'P' } };
    }
    case 'FriendRequestAccepted':
      return state.current ? { current: { ...state.current, status: 'A' } } : state;
    case 'FriendRequestResent':
      return state;
    case 'FriendRequestDeclined':
    case 'FriendshipRemoved':
      return { current: null };
    default:
      return assertNever(event);
  }
}

function request(command: RequestFriend, { current }: FriendshipState): FriendshipEvent[] {
  const { siteId, senderId, friendeeId, at, year, friendLabel } = command;
  if (senderId === friendeeId) throw cannotBefriendYourself(friendLabel);
  // Asked again, or already friends: the existing one is the answer.
  if (current && (current.status === 'A' || current.senderId === senderId)) return [];
  if (current) {
    // The other side had asked first: asking back accepts their request (one friendship).
    const pair = { friendshipId: current.friendshipId, siteId: current.siteId, senderId: current.senderId, friendeeId: current.friendeeId };
    return [{ type: 'FriendRequestAccepted', data: { ...pair, acceptedBy: senderId, acceptedAt: at, year, friendLabel } }];
  }
  const pair = { friendshipId: command.friendshipId, siteId, senderId, friendeeId };
  return [{ type: 'FriendRequested', data: { ...pair, requestedAt: at, friendLabel } }];
}

/** The friendship a command names, or the spec's "no longer exists". */
function named(state: FriendshipState, friendshipId: string, friendLabel: string): CurrentFriendship {
  if (state.current?.friendshipId !== friendshipId) throw friendRequestNoLongerExists(friendLabel);
  return state.current;
}

const pairOf = ({ friendshipId, siteId, senderId, friendeeId }: CurrentFriendship) => ({ friendshipId, siteId, senderId, friendeeId });

export function decide(command: FriendshipCommand, state: FriendshipState): FriendshipEvent[] {
  switch (command.type) {
    case 'RequestFriend':
      return request(command, state);
    case 'AcceptFriendRequest': {
      const current = named(state, command.friendshipId, command.friendLabel);
      if (current.friendeeId !== command.userId) throw onlyTheFriendeeAnswers();
      if (current.status === 'A') return [];
      const { userId, at, year, friendLabel } = command;
      return [{ type: 'FriendRequestAccepted', data: { ...pairOf(current), acceptedBy: userId, acceptedAt: at, year, friendLabel } }];
    }
    case 'DeclineFriendRequest': {
      const current = named(state, command.friendshipId, command.friendLabel);
      if (current.friendeeId !== command.userId) throw onlyTheFriendeeAnswers();
      if (current.status === 'A') throw friendRequestNoLongerExists(command.friendLabel);
      return [{ type: 'FriendRequestDeclined', data: { ...pairOf(current), declinedAt: command.at } }];
    }
    case 'ResendFriendRequest': {
      const current = named(state, command.friendshipId, command.friendLabel);
      if (current.status !== 'P' || current.senderId !== command.userId) throw couldNotResendRequest();
      return [{ type: 'FriendRequestResent', data: { ...pairOf(current), resentAt: command.at, friendLabel: command.friendLabel } }];
    }
    case 'RemoveFriendship': {
      const current = named(state, command.friendshipId, command.friendLabel);
      const side = current.senderId === command.userId || current.friendeeId === command.userId;
      if (!side) throw friendRequestNoLongerExists(command.friendLabel);
      if (current.status === 'P' && current.senderId !== command.userId) throw onlyTheSenderWithdraws();
      return [{ type: 'FriendshipRemoved', data: { ...pairOf(current), removedBy: command.userId, removedAt: command.at } }];
    }
    default:
      return assertNever(command);
  }
}

export const friendshipDecider: Decider<FriendshipCommand, FriendshipEvent, FriendshipState> = { decide, evolve, initialState };
