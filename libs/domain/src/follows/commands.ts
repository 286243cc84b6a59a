/** Follow a person (spec 2 §7 POST /follows, followee id). */
export interface FollowUser {
  readonly type: 'FollowUser';
  readonly siteId: string;
  readonly followerId: string;
  readonly followeeId: string;
  /**
   * The followee as the caller found them: their site while their account is live, null when
   * there is no such person or they were erased.
   */
  readonly followeeSiteId: string | null;
  readonly at: string;
}

/** Stop following a person (spec 2 §7 DELETE /follows/{id}, the followed user's id). */
export interface UnfollowUser {
  readonly type: 'UnfollowUser';
  readonly followerId: string;
  readonly followeeId: string;
  readonly at: string;
}

export type FollowCommand = FollowUser | UnfollowUser;
