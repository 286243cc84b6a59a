import { describe, expect, it } from 'vitest';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { appendPeople } from '../testing/users.js';
import { usersProjection } from '../users/projection.js';
import { exportPersonsPosts } from './personal-data.js';
import { wallProjection } from './projection.js';
import { findPost, flaggedPosts, postComments, recentPosts, wallPosts, type WallReader } from './queries.js';

const site = 'site-acme';
const other = 'site-other';
const users = new EventLog();
appendPeople(users, ['ann', 'bob', 'cy', 'dan']);

const log = new EventLog();
const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const posted = (postId: string, userId: string, content: string, minute: number, extra: object = {}) =>
  log.append(`post-${postId}`, 'PostCreated', {
    siteId: site,
    postId,
    userId,
    content,
    photo: null,
    wallableType: 'Site',
    wallableId: site,
    parentPostId: null,
    parentAuthorId: null,
    depth: 0,
    taggedUserIds: [],
    postableType: null,
    postableId: null,
    authorIsWallExpert: false,
    neverHidden: false,
    createdAt: at(minute),
    createdOn: '2026-03-01',
    ...extra,
  });
const comment = (postId: string, parent: string, userId: string, content: string, minute: number) =>
  posted(postId, userId, content, minute, {
    wallableType: 'Post',
    wallableId: parent,
    parentPostId: parent,
    parentAuthorId: 'ann',
    depth: 1,
  });
const on = (postId: string, type: string, data: object, siteId = site) => log.append(`post-${postId}`, type, { siteId, postId, ...data });

posted('p1', 'ann', 'Hello <script>alert(1)</script>', 1, { taggedUserIds: ['bob', 'cy'] });
comment('c1', 'p1', 'bob', 'First', 2);
comment('c2', 'p1', 'cy', 'Second', 3);
comment('c3', 'p1', 'dan', 'Third', 4);
on('p1', 'PostLiked', { userId: 'bob', at: at(5) });
on('p1', 'PostLiked', { userId: 'cy', at: at(5) });
on('p1', 'PostLiked', { userId: 'dan', at: at(5) });
on('p1', 'PostUnliked', { userId: 'dan', at: at(6) });
on('p1', 'PostTagRemoved', { userId: 'cy', at: at(6) });
posted('p2', 'bob', 'Reported twice', 7);
on('p2', 'PostReported', { reportedBy: 'cy', at: at(8) });
on('p2', 'PostReported', { reportedBy: 'dan', at: at(9) });
on('p2', 'PostHidden', { reports: 2, threshold: 2, at: at(9) });
comment('c5', 'p2', 'bob', 'Under a hidden post', 9);
posted('p3', 'cy', 'Reported then restored', 10);
on('p3', 'PostReported', { reportedBy: 'bob', at: at(11) });
on('p3', 'PostReported', { reportedBy: 'ann', at: at(11) });
on('p3', 'PostReportWithdrawn', { userId: 'bob', at: at(12) });
posted('p4', 'cy', 'Restored', 13);
on('p4', 'PostReported', { reportedBy: 'ann', at: at(13) });
on('p4', 'PostRestored', { moderatorId: 'mod', reason: 'fine', at: at(14) });
posted('p5', 'dan', 'Deleted', 15);
on('p5', 'PostDeleted', { deletedBy: 'dan', moderatorId: null, reason: null, at: at(16) });
comment('c4', 'p1', 'ann', 'Deleted comment', 17);
on('c4', 'PostDeleted', { deletedBy: 'ann', moderatorId: null, reason: null, at: at(18) });
log.append('post-x1', 'PostCreated', {
  ...(log.events[0]!.data as object),
  postId: 'x1',
  siteId: other,
  wallableId: other,
  createdAt: at(19),
});
posted('p6', 'dan', 'Dan wrote this', 20);
log.append('user-dan', 'UserErasureRequested', {
  userId: 'dan',
  siteId: site,
  requestedById: 'dan',
  bySelf: true,
  requestedAt: at(21),
  emailReservationStream: 'user_email-dan',
  eligibilityId: null,
});

const bed = useReadModelDb(async (db) => {
  await applyBatch(db, usersProjection, users.events);
});
const reader = (userId: string, role: WallReader['role'] = 'user'): WallReader => ({ siteId: site, userId, role });
const wall = { siteId: site, wallableId: site };
const page = { filter: 'all' as const, pageSize: 30, offset: 0 };

describe('wall projection', () => {
  itGivesTheSameTables(bed, wallProjection, log.events, { wall_posts: 12, wall_likes: 2, wall_reports: 3, wall_counts: 2 });

  it('pages a wall latest first, with the first 2 comments, like counts and text as written', async () => {
    const { posts, total } = await wallPosts(bed.db, reader('ann'), wall, page);
    expect(posts.map((p) => p.id)).toEqual(['p6', 'p4', 'p3', 'p1']); // p2 hidden from Ann, p5 deleted, x1 elsewhere
    expect(total).toBe(5); // the wall's count: hidden posts included
    const p1 = posts.find((p) => p.id === 'p1')!;
    expect(p1.content).toBe('Hello <script>alert(1)</script>');
    expect(p1.posts.map((c) => c.content)).toEqual(['First', 'Second']);
    expect(p1.posts_count).toBe(3);
    expect(p1.likes_count).toBe(2);
    expect(p1.tagged_users.map((u) => u.profile.full_name)).toEqual(['Bob Test']);
    expect(p1.can_delete).toBe(true);
    expect(p1.can_report).toBe(false);
    const p6 = posts.find((p) => p.id === 'p6')!;
    expect([p6.content, p6.photo]).toEqual(['', null]); // Dan was erased
  });

  it('lists the reader first among likers, and flags what they reported', async () => {
    const bobs = await findPost(bed.db, reader('cy'), 'p1');
    expect(bobs?.likes.data[0]?.user_id).toBe('cy');
    expect(bobs?.liked).toBe(true);
    expect(bobs?.posts.map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
    const p3 = await findPost(bed.db, reader('ann'), 'p3');
    expect(p3).toMatchObject({ is_flagged: true, flagged_by: 'ann', reported: true, can_report: false, can_unreport: true });
  });

  it('shows a hidden post to its author and moderators only', async () => {
    expect(await findPost(bed.db, reader('cy'), 'p2')).toBeUndefined();
    expect(await findPost(bed.db, reader('bob'), 'p2')).toMatchObject({ is_hidden: true, is_flagged: true });
    expect(await findPost(bed.db, reader('mod', 'coordinator'), 'p2')).toMatchObject({
      is_hidden: true,
      can_delete: true,
      can_unreport: true,
    });
    const flagged = await flaggedPosts(bed.db, reader('mod', 'coordinator'), { pageSize: 10, offset: 0 });
    expect(flagged.posts.map((p) => p.id)).toEqual(['p3', 'p2']);
    expect((await findPost(bed.db, reader('ann'), 'p4'))?.is_flagged).toBe(false);
  });

  it('filters: my, friends-free tagged, a person; never another site', async () => {
    const ids = async (filter: Parameters<typeof wallPosts>[3]['filter'], who = 'bob') =>
      (await wallPosts(bed.db, reader(who), wall, { ...page, filter })).posts.map((p) => p.id);
    expect(await ids('my')).toEqual(['p2']);
    expect(await ids('tagged')).toEqual(['p1']);
    expect(await ids({ userId: 'cy' })).toEqual(['p4', 'p3']);
    expect(await ids('friends')).toEqual([]);
    expect(await ids('following')).toEqual([]);
    expect(await findPost(bed.db, reader('ann'), 'x1')).toBeUndefined();
    expect(
      (await wallPosts(bed.db, { ...reader('ann'), siteId: other }, { siteId: other, wallableId: other }, page)).posts.map((p) => p.id),
    ).toEqual(['x1']);
  });

  it('answers comments, recent posts and the export', async () => {
    expect((await postComments(bed.db, reader('ann'), 'p1'))?.posts.map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
    // A hidden post's thread is hidden with it: only its author and moderators read its comments
    expect(await postComments(bed.db, reader('cy'), 'p2')).toBeUndefined();
    expect((await postComments(bed.db, reader('bob'), 'p2'))?.posts.map((c) => c.id)).toEqual(['c5']);
    expect((await postComments(bed.db, reader('mod', 'coordinator'), 'p2'))?.posts.map((c) => c.id)).toEqual(['c5']);
    expect(await postComments(bed.db, reader('ann'), 'p5')).toBeUndefined();
    expect((await recentPosts(bed.db, reader('ann'), { pageSize: 2, after: null })).map((p) => p.id)).toEqual(['p6', 'p4']);
    expect((await recentPosts(bed.db, reader('ann'), { pageSize: 10, after: 'p3' })).map((p) => p.id)).toEqual(['p6', 'p4']);
    const exported = (await exportPersonsPosts(bed.db, { userId: 'ann', siteId: site })) as { posts: { id: string }[] };
    expect(exported.posts.map((p) => p.id)).toEqual(['p1', 'c4']);
  });

  it("tells the post's site only", async () => {
    const effect = await bed.db.transaction().execute((trx) => wallProjection.apply(trx, [log.events[0]!]));
    expect(effect).toEqual({ userIds: null, siteIds: [site] });
  });
});
