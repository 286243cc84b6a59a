import { describe, expect, it } from 'vitest';
import { followStream } from '@wellway/domain';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { anna } from '../testing/users.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { usersProjection } from '../users/projection.js';
import { exportFollows } from './personal-data.js';
import { followsProjection } from './projection.js';
import { followOf, followsOf, isFollowing } from './queries.js';

const site = 'site-acme';
const otherSite = 'site-other';
const at = '2026-11-27T10:00:00.000Z';
const erasure = (userId: string, siteId = site) => ({
  userId,
  siteId,
  requestedById: userId,
  bySelf: true,
  requestedAt: at,
  emailReservationStream: 'x',
  eligibilityId: null,
});

const people = new EventLog();
for (const [userId, firstName, lastName, siteId] of [
  ['ann', 'Ann', 'Zed', site],
  ['bob', 'Bob', 'Young', site],
  ['cat', 'Cat', 'Xu', site],
  ['dan', 'Dan', 'Webb', site],
  ['eve', 'Eve', 'Vale', site],
  ['oli', 'Oli', 'Other', otherSite],
  ['pat', 'Pat', 'Other', otherSite],
] as const) {
  people.append(`user-${userId}`, 'UserRegistered', { ...anna, userId, siteId, email: `${userId}@example.com`, firstName, lastName });
}
people.append('user-eve', 'UserErasureRequested', erasure('eve'));

const log = new EventLog();
const pair = (followerId: string, followeeId: string, siteId = site) => ({ siteId, followerId, followeeId });
const follow = (followerId: string, followeeId: string, siteId = site) =>
  log.append(followStream(followerId, followeeId), 'UserFollowed', { ...pair(followerId, followeeId, siteId), followedAt: at });
const unfollow = (followerId: string, followeeId: string) =>
  log.append(followStream(followerId, followeeId), 'UserUnfollowed', { ...pair(followerId, followeeId), unfollowedAt: at });

follow('ann', 'bob');
follow('ann', 'cat');
follow('bob', 'ann');
unfollow('ann', 'cat'); // a replay of the older follow must not bring it back
follow('ann', 'dan');
follow('cat', 'ann');
follow('eve', 'ann');
follow('dan', 'eve');
follow('oli', 'pat', otherSite);
log.append('user-eve', 'UserErasureRequested', erasure('eve')); // Eve's follows, of her and by her, go

const bed = useReadModelDb(async (db) => {
  await applyBatch(db, usersProjection, people.events);
});

describe('follows projection', () => {
  itGivesTheSameTables(bed, followsProjection, log.events, { follows: 5, follow_positions: 8 });

  it("lists whom a person follows, by name, with the followee's name and photo, on their site only", async () => {
    const anns = await followsOf(bed.db, { siteId: site, followerId: 'ann' });
    expect(anns).toEqual([
      { followee_id: 'bob', follower_id: 'ann', full_name: 'Bob Young', image_url: null, followed_at: at },
      { followee_id: 'dan', follower_id: 'ann', full_name: 'Dan Webb', image_url: null, followed_at: at },
    ]);
    expect(await followsOf(bed.db, { siteId: otherSite, followerId: 'ann' })).toEqual([]);
    expect((await followsOf(bed.db, { siteId: otherSite, followerId: 'oli' })).map((row) => row.full_name)).toEqual(['Pat Other']);
    expect(await followsOf(bed.db, { siteId: site, followerId: 'oli' })).toEqual([]);
  });

  it('answers whether one person follows another (an unfollow ends it)', async () => {
    expect(await isFollowing(bed.db, { siteId: site, followerId: 'ann', followeeId: 'bob' })).toBe(true);
    expect(await isFollowing(bed.db, { siteId: site, followerId: 'bob', followeeId: 'ann' })).toBe(true);
    expect(await isFollowing(bed.db, { siteId: site, followerId: 'ann', followeeId: 'cat' })).toBe(false);
    expect(await followOf(bed.db, { siteId: site, followerId: 'cat', followeeId: 'ann' })).toMatchObject({ full_name: 'Ann Zed' });
    expect(await followOf(bed.db, { siteId: otherSite, followerId: 'cat', followeeId: 'ann' })).toBeUndefined();
  });

  it("an erased person's follows, of them and by them, leave every list", async () => {
    expect(await followsOf(bed.db, { siteId: site, followerId: 'dan' })).toEqual([]);
    expect(await followsOf(bed.db, { siteId: site, followerId: 'eve' })).toEqual([]);
    const followers = await bed.db.selectFrom('follows').select('follower_id').where('followee_id', '=', 'ann').execute();
    expect(followers.map((row) => row.follower_id).sort()).toEqual(['bob', 'cat']);
  });

  it('a replayed follow older than the erasure brings nothing back', async () => {
    const old = log.events.find((event) => event.streamName === followStream('eve', 'ann'))!;
    await applyBatch(bed.db, followsProjection, [old]);
    expect(await isFollowing(bed.db, { siteId: site, followerId: 'eve', followeeId: 'ann' })).toBe(false);
  });

  it('exports whom the person follows and who follows them, by id, on their site only', async () => {
    expect(await exportFollows(bed.db, { userId: 'ann', siteId: site })).toEqual({
      following: [
        { user_id: 'bob', since: at },
        { user_id: 'dan', since: at },
      ],
      followers: [
        { user_id: 'bob', since: at },
        { user_id: 'cat', since: at },
      ],
    });
    expect(await exportFollows(bed.db, { userId: 'ann', siteId: otherSite })).toEqual({ following: [], followers: [] });
  });
});
