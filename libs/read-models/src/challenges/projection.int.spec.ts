import { describe, expect, it } from 'vitest';
import { EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { userChallengesProjection } from './projection.js';
import { findUserChallenge, listUserChallenges, sideStatus } from './queries.js';

const log = new EventLog();
const facts = (id: string, receiverId = 'bob') => ({
  userChallengeId: id,
  siteId: 's-1',
  senderId: 'ann',
  receiverId,
  challengeName: `C ${id}`,
});
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const send = (id: string, day: number, receiverId = 'bob') =>
  log.append(`user_challenge-${id}`, 'UserChallengeSent', {
    ...facts(id, receiverId),
    challengeId: 'c-1',
    sentAt: at(day),
    expiresAt: at(day + 3),
    sentOn: at(day).slice(0, 10),
  });
const on = (id: string, type: string, data: object, receiverId = 'bob') =>
  log.append(`user_challenge-${id}`, type, { ...facts(id, receiverId), ...data });

send('pending', 1);
send('accepted', 2);
on('accepted', 'UserChallengeAccepted', { acceptedAt: at(2) });
send('half', 3);
on('half', 'UserChallengeAccepted', { acceptedAt: at(3) });
on('half', 'UserChallengeSideCompleted', { userId: 'bob', completedAt: at(4), completedOn: '2026-11-04' });
send('done', 4);
on('done', 'UserChallengeAccepted', { acceptedAt: at(4) });
on('done', 'UserChallengeSideCompleted', { userId: 'ann', completedAt: at(5), completedOn: '2026-11-05' });
on('done', 'UserChallengeSideCompleted', { userId: 'bob', completedAt: at(5), completedOn: '2026-11-05' });
on('done', 'UserChallengeCompleted', { completedAt: at(5) });
send('declined', 5);
on('declined', 'UserChallengeCanceled', { canceledBy: 'bob', canceledAt: at(5) });
send('expired', 6);
on('expired', 'UserChallengeExpired', { expiredAt: at(9), expiredUserIds: ['ann', 'bob'] });
send('other', 7, 'cy');

const bed = useReadModelDb();
const ids = async (userId: string, filter: 'active' | 'completed', pageSize = 20, page = 1) =>
  (await listUserChallenges(bed.db, { userId, siteId: 's-1', filter, pageSize, page })).rows.map((row) => row.id);

describe('user challenges projection', () => {
  itGivesTheSameTables(bed, userChallengesProjection, log.events, { user_challenges: 7 });

  it("lists each side's active challenges: not completed by that side, not canceled, not ended", async () => {
    expect(await ids('ann', 'active')).toEqual(['other', 'half', 'accepted', 'pending']);
    expect(await ids('bob', 'active')).toEqual(['accepted', 'pending']);
    expect(await ids('cy', 'active')).toEqual(['other']);
    expect(await ids('ann', 'active', 0)).toHaveLength(4);
  });

  it("lists each side's history: completed by that side or expired, never canceled", async () => {
    expect(await ids('ann', 'completed')).toEqual(['expired', 'done']);
    expect(await ids('bob', 'completed')).toEqual(['expired', 'done', 'half']);
  });

  it('pages 20 at a time (here 2) and counts them all', async () => {
    expect(await ids('ann', 'active', 2, 1)).toEqual(['other', 'half']);
    expect(await ids('ann', 'active', 2, 2)).toEqual(['accepted', 'pending']);
    const { total } = await listUserChallenges(bed.db, { userId: 'ann', siteId: 's-1', filter: 'active', pageSize: 2, page: 1 });
    expect(total).toBe(4);
    expect((await listUserChallenges(bed.db, { userId: 'ann', siteId: 's-2', filter: 'active', pageSize: 2, page: 1 })).total).toBe(0);
  });

  it("gives each side's status: completed, expired or in-progress", async () => {
    const half = (await findUserChallenge(bed.db, 's-1', 'half'))!;
    expect([sideStatus(half, 'ann'), sideStatus(half, 'bob')]).toEqual(['in-progress', 'completed']);
    const expired = (await findUserChallenge(bed.db, 's-1', 'expired'))!;
    expect(sideStatus(expired, 'ann')).toBe('expired');
    expect(half).toMatchObject({ status: 'active', receiver_completed_at: new Date(at(4)), sender_completed_at: null });
    expect(await findUserChallenge(bed.db, 's-2', 'half')).toBeUndefined();
  });
});
