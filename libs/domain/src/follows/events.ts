import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

/** Who follows whom (spec 2 §3 Follow): the follower reads the followee's posts under Following. */
export interface FollowPair {
  readonly siteId: string;
  readonly followerId: string;
  readonly followeeId: string;
}

/** The follower started following the followee. */
export type UserFollowed = DomainEvent<'UserFollowed', FollowPair & { readonly followedAt: string }>;

/** The follower stopped following the followee. */
export type UserUnfollowed = DomainEvent<'UserUnfollowed', FollowPair & { readonly unfollowedAt: string }>;

export type FollowEvent = UserFollowed | UserUnfollowed;

export const followEventTypes = ['UserFollowed', 'UserUnfollowed'] as const satisfies readonly FollowEvent['type'][];

/** Ids and dates only: nothing to seal. An erased person's follows leave the read model (UserErasureRequested). */
export const followPersonalData = {
  rules: {},
  withoutPersonalData: ['UserFollowed', 'UserUnfollowed'],
} as const satisfies PersonalDataDeclaration<FollowEvent>;
