import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { specFor } from '../shared/given-when-then.spec.js';
import { personalDataPolicy } from '../index.js';
import { followDecider, followStream, type FollowState } from './decider.js';
import type { FollowCommand, FollowUser } from './commands.js';
import type { FollowEvent } from './events.js';

const spec = specFor(followDecider);
const at = '2026-11-27T10:00:00.000Z';
const later = '2026-11-27T11:00:00.000Z';
const pair = { siteId: 'site-1', followerId: 'ann', followeeId: 'bob' };
const follow = (overrides: Partial<FollowUser> = {}): FollowUser => ({
  type: 'FollowUser',
  ...pair,
  followeeSiteId: 'site-1',
  at,
  ...overrides,
});
const unfollow = { type: 'UnfollowUser', followerId: 'ann', followeeId: 'bob', at: later } as const;
const followed: FollowEvent = { type: 'UserFollowed', data: { ...pair, followedAt: at } };
const unfollowed: FollowEvent = { type: 'UserUnfollowed', data: { ...pair, unfollowedAt: later } };

describe('follows', () => {
  it('names one stream per follower and followee, in that order (following is one-way)', () => {
    expect(followStream('ann', 'bob')).toBe('follow-ann_bob');
    expect(followStream('bob', 'ann')).not.toBe(followStream('ann', 'bob'));
  });

  it('records a follow of a live person of the same site', () => {
    spec([]).when(follow()).then([followed]);
  });

  it('refuses to follow oneself', () => {
    spec([])
      .when(follow({ followeeId: 'ann' }))
      .thenRejects('follow_self', 'You cannot follow yourself.');
  });

  it('refuses a person of another site, or one who is gone (erased or unknown), as not found', () => {
    spec([])
      .when(follow({ followeeSiteId: 'site-2' }))
      .thenRejects('follow_user_not_found', 'User not found.');
    spec([])
      .when(follow({ followeeSiteId: null }))
      .thenRejects('follow_user_not_found', 'User not found.');
  });

  it('following again records nothing (idempotent: the standing follow is the answer)', () => {
    spec([followed])
      .when(follow({ at: later }))
      .then([]);
  });

  it('unfollows a standing follow, and may follow again after', () => {
    spec([followed]).when(unfollow).then([unfollowed]);
    spec([followed, unfollowed])
      .when(follow({ at: later }))
      .then([{ type: 'UserFollowed', data: { ...pair, followedAt: later } }]);
  });

  it('unfollowing someone not followed records nothing (idempotent)', () => {
    spec([]).when(unfollow).then([]);
    spec([followed, unfollowed]).when(unfollow).then([]);
  });

  it('whatever the order of follows and unfollows, a repeated command never records twice', () => {
    const command = fc.constantFrom<FollowCommand>(follow(), unfollow);
    fc.assert(
      fc.property(fc.array(command, { maxLength: 20 }), (commands) => {
        let state: FollowState = followDecider.initialState();
        for (const next of commands) {
          const once = followDecider.decide(next, state);
          state = once.reduce(followDecider.evolve, state);
          // Deciding the same command again on the new state (a retry after a conflict) adds nothing.
          expect(followDecider.decide(next, state)).toEqual([]);
        }
        const last = commands.at(-1);
        expect(state.following !== null).toBe(last === undefined ? false : last.type === 'FollowUser');
      }),
    );
  });

  it('seals nothing: its events carry ids and dates only', () => {
    expect(personalDataPolicy.rules.UserFollowed).toBeUndefined();
    expect(personalDataPolicy.rules.UserUnfollowed).toBeUndefined();
  });
});
