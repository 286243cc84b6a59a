import { describe, expect, it } from 'vitest';
import { friendInvitationStream, friendshipStream } from '@wellway/domain';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { anna } from '../testing/users.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { usersProjection } from '../users/projection.js';
import { exportFriendships } from './personal-data.js';
import { friendsProjection } from './projection.js';
import { areFriends, friendCounts, friendIdsOf, friendsPage, invitationsWaitingFor, pendingRequests, searchPeople } from './queries.js';

const site = 'site-acme';
const at = '2026-11-25T10:00:00.000Z';
const people = new EventLog();
const person = (userId: string, firstName: string, lastName: string) =>
  people.append(`user-${userId}`, 'UserRegistered', {
    ...anna,
    userId,
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName,
  });
person('ann', 'Ann', 'Zed');
person('bob', 'Bob', 'Young');
person('cat', 'Cat', 'Xu');
person('dan', 'Dan', 'Webb');
person('eve', 'Eve', 'Vale');
people.append('user-other', 'UserRegistered', {
  ...anna,
  userId: 'other',
  siteId: 'site-other',
  email: 'bo@other.example',
  firstName: 'Bo',
  lastName: 'Other',
});

const log = new EventLog();
const pair = (id: string, senderId: string, friendeeId: string) => ({ friendshipId: id, siteId: site, senderId, friendeeId });
const requested = (id: string, from: string, to: string) =>
  log.append(friendshipStream(from, to), 'FriendRequested', { ...pair(id, from, to), requestedAt: at, friendLabel: 'Friend' });
const accepted = (id: string, from: string, to: string) =>
  log.append(friendshipStream(from, to), 'FriendRequestAccepted', {
    ...pair(id, from, to),
    acceptedBy: to,
    acceptedAt: at,
    year: 2026,
    friendLabel: 'Friend',
  });

requested('f-ab', 'ann', 'bob');
accepted('f-ab', 'ann', 'bob');
requested('f-ca', 'cat', 'ann');
accepted('f-ca', 'cat', 'ann');
requested('f-da', 'dan', 'ann'); // pending, received by Ann
requested('f-ae', 'ann', 'eve');
log.append(friendshipStream('ann', 'eve'), 'FriendRequestDeclined', { ...pair('f-ae', 'ann', 'eve'), declinedAt: at });
requested('f-ae2', 'ann', 'eve'); // asked again: pending, sent by Ann
log.append(friendshipStream('ann', 'eve'), 'FriendRequestResent', {
  ...pair('f-ae2', 'ann', 'eve'),
  resentAt: '2026-11-25T11:00:00.000Z',
  friendLabel: 'Friend',
});
requested('f-bc', 'bob', 'cat');
accepted('f-bc', 'bob', 'cat');
log.append(friendshipStream('bob', 'cat'), 'FriendshipRemoved', { ...pair('f-bc', 'bob', 'cat'), removedBy: 'cat', removedAt: at });
const invitation = { friendshipId: 'f-inv', siteId: site, senderId: 'ann' };
log.append(friendInvitationStream('ann', 'digest-new'), 'FriendInvited', {
  ...invitation,
  emailDigest: 'digest-new',
  friendEmail: 'new@example.com',
  invitedAt: at,
});
const claimed = { friendshipId: 'f-inv2', siteId: site, senderId: 'bob' };
log.append(friendInvitationStream('bob', 'digest-dan'), 'FriendInvited', {
  ...claimed,
  emailDigest: 'digest-dan',
  friendEmail: 'dan@example.com',
  invitedAt: at,
});
log.append(friendInvitationStream('bob', 'digest-dan'), 'FriendInvitationClaimed', { ...claimed, friendeeId: 'dan', claimedAt: at });
requested('f-inv2', 'bob', 'dan');

const bed = useReadModelDb(async (db) => {
  await applyBatch(db, usersProjection, people.events);
  await db
    .insertInto('stats_years')
    .values([
      { user_id: 'bob', year: 2026, total_steps: 5000, exercise_minutes: 10, days_logged: 2, weekends_logged: 0 },
      { user_id: 'cat', year: 2026, total_steps: 9000, exercise_minutes: 30, days_logged: 4, weekends_logged: 1 },
    ])
    .execute();
  // Cat completed two challenges (one on each side), Bob none: one Bob sent is complete on Cat's side only.
  const challenge = (id: string, sender_id: string, receiver_id: string, sender_done: boolean, receiver_done: boolean) => ({
    id,
    site_id: site,
    sender_id,
    receiver_id,
    challenge_id: 'walk',
    challenge_name: 'Walk',
    status: 'active' as const,
    created_at: at,
    expires_at: at,
    sender_completed_at: sender_done ? at : null,
    receiver_completed_at: receiver_done ? at : null,
    position: 1n,
  });
  await db
    .insertInto('user_challenges')
    .values([challenge('uc-1', 'bob', 'cat', false, true), challenge('uc-2', 'cat', 'dan', true, false)])
    .execute();
});
const ann = { userId: 'ann', siteId: site, year: 2026, offset: 0, pageSize: 40, includeStats: true } as const;

describe('friends projection', () => {
  itGivesTheSameTables(bed, friendsProjection, log.events, { friendships: 8 });

  it("lists a person's friends with their stats, in the four sort orders, paged", async () => {
    const byName = await friendsPage(bed.db, { ...ann, sort: 'first_name' });
    expect(byName.total).toBe(2);
    expect(byName.rows.map((row) => row.friend?.full_name)).toEqual(['Bob Young', 'Cat Xu']);
    expect(byName.rows[0]).toMatchObject({ id: 'f-ab', status: 'A', sender_id: 'ann', stats: { total_steps: 5000, days_logged: 2 } });
    expect((await friendsPage(bed.db, { ...ann, sort: 'last_name' })).rows.map((row) => row.friend?.id)).toEqual(['cat', 'bob']);
    expect((await friendsPage(bed.db, { ...ann, sort: 'total_steps' })).rows.map((row) => row.friend?.id)).toEqual(['cat', 'bob']);
    const byChallenges = await friendsPage(bed.db, { ...ann, sort: 'challenges_completed' });
    expect(byChallenges.rows.map((row) => [row.friend?.id, row.stats?.challenges_completed])).toEqual([
      ['cat', 2],
      ['bob', 0],
    ]);
    const second = await friendsPage(bed.db, { ...ann, sort: 'first_name', offset: 1, pageSize: 1, includeStats: false });
    expect(second.rows.map((row) => row.friend?.id)).toEqual(['cat']);
    expect(second.rows[0]?.stats).toBeUndefined();
    expect(await friendIdsOf(bed.db, 'ann')).toEqual(expect.arrayContaining(['bob', 'cat']));
    expect(await areFriends(bed.db, 'bob', 'ann')).toBe(true);
    expect(await areFriends(bed.db, 'bob', 'cat')).toBe(false); // removed
  });

  it('lists pending requests received and sent (invitations by address included), declined ones dropped', async () => {
    expect((await pendingRequests(bed.db, 'ann', site, 'received')).map((row) => row.id)).toEqual(['f-da']);
    const sent = await pendingRequests(bed.db, 'ann', site, 'sent');
    expect(sent.map((row) => row.id).sort()).toEqual(['f-ae2', 'f-inv']);
    expect(sent.find((row) => row.id === 'f-inv')).toMatchObject({ friend: null, friend_email: 'new@example.com' });
    expect(sent.find((row) => row.id === 'f-ae2')).toMatchObject({ resent_at: '2026-11-25T11:00:00.000Z' });
    expect(await pendingRequests(bed.db, 'eve', site, 'received')).toHaveLength(1);
    expect(await friendCounts(bed.db, 'ann', site)).toEqual({ friends: 2, received_requests: 1, sent_requests: 2 });
  });

  it('a claimed invitation is a pending request to whoever registered with the address', async () => {
    expect((await pendingRequests(bed.db, 'dan', site, 'received')).map((row) => row.id)).toEqual(['f-inv2']);
    expect(await invitationsWaitingFor(bed.db, site, 'digest-dan')).toEqual([]);
    expect(await invitationsWaitingFor(bed.db, site, 'digest-new')).toEqual([{ id: 'f-inv', sender_id: 'ann' }]);
  });

  it('searches people of the same site by the start of a name or a whole e-mail address, with their friendship', async () => {
    const names = async (text: string) => (await searchPeople(bed.db, { userId: 'ann', siteId: site, text, limit: 20 })).map((u) => u.id);
    expect(await names('bo')).toEqual(['bob']); // not Bo of the other site
    expect(await names('WEBB')).toEqual(['dan']);
    expect(await names('cat x')).toEqual(['cat']);
    // An address only whole (any case): its start would tell who has an account
    expect(await names('eve@exa')).toEqual([]);
    expect(await names('eve@example.co')).toEqual([]);
    expect(await names('Eve@Example.com ')).toEqual(['eve']);
    expect(await names('bo@other.example')).toEqual([]); // another site's address
    expect(await names('ann')).toEqual([]); // never oneself
    expect(await names('%')).toEqual([]);
    const [dan] = await searchPeople(bed.db, { userId: 'ann', siteId: site, text: 'dan', limit: 20 });
    expect(dan?.friendship).toEqual({ id: 'f-da', status: 'P', sender_id: 'dan' });
  });

  it("exports a person's requests and friendships, either side, with the addresses they invited (their site only)", async () => {
    const rows = (await exportFriendships(bed.db, { userId: 'ann', siteId: site })) as Record<string, unknown>[];
    expect(rows.map((row) => [row.id, row.role, row.other_user_id, row.status]).sort()).toEqual(
      [
        ['f-ab', 'sender', 'bob', 'accepted'],
        ['f-ae', 'sender', 'eve', 'declined'],
        ['f-ae2', 'sender', 'eve', 'pending'],
        ['f-ca', 'friendee', 'cat', 'accepted'],
        ['f-da', 'friendee', 'dan', 'pending'],
        ['f-inv', 'sender', null, 'pending'],
      ].sort(),
    );
    expect(rows.find((row) => row.id === 'f-inv')).toMatchObject({ invited_email: 'new@example.com' });
    expect(rows.find((row) => row.id === 'f-ab')).toMatchObject({ invited_email: null, created_at: at });
    expect(await exportFriendships(bed.db, { userId: 'ann', siteId: 'site-other' })).toEqual([]);
    // Dan was invited by Bob: the address Bob wrote down is Bob's, not in Dan's export.
    const dans = (await exportFriendships(bed.db, { userId: 'dan', siteId: site })) as Record<string, unknown>[];
    expect(dans.find((row) => row.id === 'f-inv2')).toMatchObject({ role: 'friendee', other_user_id: 'bob', invited_email: null });
  });

  it("an erased person's friendships leave everyone's lists, and their invitations' addresses are emptied", async () => {
    const erasure = new EventLog();
    for (const event of log.events) erasure.append(event.streamName, event.type, event.data);
    erasure.append('user-ann', 'UserErasureRequested', {
      userId: 'ann',
      siteId: site,
      requestedById: 'ann',
      bySelf: true,
      requestedAt: at,
      emailReservationStream: 'x',
      eligibilityId: null,
    });
    await applyBatch(
      bed.db,
      friendsProjection,
      erasure.events.slice(-1).map((event) => ({ ...event, position: 10_000n })),
    );
    expect((await friendsPage(bed.db, { ...ann, userId: 'bob', sort: 'first_name' })).rows).toEqual([]);
    expect(await pendingRequests(bed.db, 'eve', site, 'received')).toEqual([]);
    const row = await bed.db
      .selectFrom('friendships')
      .select(['friend_email', 'email_digest', 'status'])
      .where('id', '=', 'f-inv')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ friend_email: '', email_digest: null, status: 'R' });
  });
});
