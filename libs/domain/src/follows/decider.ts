import { assertNever, type Decider } from '../shared/decider.js';
import type { FollowCommand, FollowUser } from './commands.js';
import { cannotFollowYourself, followeeNotFound } from './errors.js';
import type { FollowEvent } from './events.js';

/**
 * One stream per follower and followee, in that order (following is one-way): twenty follow
 * requests for the same pair at once all write to this stream, so each later decision sees the
 * first (a conflict re-runs it) and the pair ends with one follow.
 */
export const followStream = (followerId: string, followeeId: string): string => `follow-${followerId}_${followeeId}`;

export interface FollowState {
  /** The site of the standing follow; null while the follower does not follow the followee. */
  readonly following: { readonly siteId: string } | null;
}

export const initialState = (): FollowState => ({ following: null });

export function evolve(state: FollowState, event: FollowEvent): FollowState {
  switch (event.type) {
    case 'UserFollowed':
      return { ...state, following: { siteId: event.data.siteId } };
    case 'UserUnfollowed':
      return { ...state, following: null };
    default:
      return assertNever(event);
  }
}

function follow(command: FollowUser, state: FollowState): FollowEvent[] {
  const { siteId, followerId, followeeId, followeeSiteId, at } = command;
  if (followerId === followeeId) throw cannotFollowYourself();
  if (followeeSiteId !== siteId) throw followeeNotFound();
  // Already following: the standing follow is the answer.
  if (state.following) return [];
  return [{ type: 'UserFollowed', data: { siteId, followerId, followeeId, followedAt: at } }];
}

export function decide(command: FollowCommand, state: FollowState): FollowEvent[] {
  switch (command.type) {
    case 'FollowUser':
      return follow(command, state);
    case 'UnfollowUser': {
      // Not following (never, or no longer): nothing to undo.
      if (!state.following) return [];
      const { followerId, followeeId, at } = command;
      return [{ type: 'UserUnfollowed', data: { siteId: state.following.siteId, followerId, followeeId, unfollowedAt: at } }];
    }
    default:
      return assertNever(command);
  }
}

export const followDecider: Decider<FollowCommand, FollowEvent, FollowState> = { decide, evolve, initialState };
