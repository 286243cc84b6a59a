import { assertNever, type Decider } from '../shared/decider.js';
import type { FriendInvitationCommand } from './commands.js';
import { couldNotResendRequest, friendRequestNoLongerExists, onlyTheSenderWithdraws } from './errors.js';
import type { FriendInvitationEvent } from './events.js';

/** One stream per sender and address (its keyed digest, never the address): inviting again while one waits changes nothing. */
export const friendInvitationStream = (senderId: string, emailDigest: string): string => `friend_invitation-${senderId}_${emailDigest}`;

export interface FriendInvitationState {
  /** The invitation waiting for the address to register, if any. */
  readonly open: { readonly friendshipId: string; readonly siteId: string; readonly senderId: string } | null;
  /** Invitations claimed by a registration: claiming again (a retried job) changes nothing. */
  readonly claimed: ReadonlySet<string>;
}

export const initialState = (): FriendInvitationState => ({ open: null, claimed: new Set() });

export function evolve(state: FriendInvitationState, event: FriendInvitationEvent): FriendInvitationState {
  switch (event.type) {
    case 'FriendInvited': {
      const { friendshipId, siteId, senderId } = event.data;
      return { ...state, open: { friendshipId, siteId, senderId } };
    }
    case 'FriendInvitationResent':
      return state;
    case 'FriendInvitationCancelled':
      return { ...state, open: null };
    case 'FriendInvitationClaimed':
      return { open: null, claimed: new Set(state.claimed).add(event.data.friendshipId) };
    default:
      return assertNever(event);
  }
}

export function decide(command: FriendInvitationCommand, state: FriendInvitationState): FriendInvitationEvent[] {
  switch (command.type) {
    case 'InviteFriend': {
      if (state.open) return [];
      const { friendshipId, siteId, senderId, emailDigest, friendEmail, at } = command;
      return [{ type: 'FriendInvited', data: { friendshipId, siteId, senderId, emailDigest, friendEmail, invitedAt: at } }];
    }
    case 'ResendFriendInvitation': {
      const { open } = state;
      if (open?.friendshipId !== command.friendshipId) throw friendRequestNoLongerExists(command.friendLabel);
      if (open.senderId !== command.userId) throw couldNotResendRequest();
      return [{ type: 'FriendInvitationResent', data: { ...open, resentAt: command.at } }];
    }
    case 'CancelFriendInvitation': {
      const { open } = state;
      if (open?.friendshipId !== command.friendshipId) throw friendRequestNoLongerExists(command.friendLabel);
      if (open.senderId !== command.userId) throw onlyTheSenderWithdraws();
      return [{ type: 'FriendInvitationCancelled', data: { ...open, cancelledAt: command.at } }];
    }
    case 'ClaimFriendInvitation': {
      if (state.claimed.has(command.friendshipId)) return [];
      const { open } = state;
      // Withdrawn before the address registered: nothing to claim.
      if (open?.friendshipId !== command.friendshipId) return [];
      return [{ type: 'FriendInvitationClaimed', data: { ...open, friendeeId: command.friendeeId, claimedAt: command.at } }];
    }
    default:
      return assertNever(command);
  }
}

export const friendInvitationDecider: Decider<FriendInvitationCommand, FriendInvitationEvent, FriendInvitationState> = {
  decide,
  evolve,
  initialState,
};
