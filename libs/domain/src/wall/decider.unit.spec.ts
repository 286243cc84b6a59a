import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import type { Role } from '../users/roles.js';
import type { CreatePost } from './commands.js';
import { postDecider } from './decider.js';
import { wallMessages as m } from './errors.js';
import type { PostCreated, WallEvent } from './events.js';
import { wallBadgeRules, wallNotices } from './notices.js';

const spec = specFor(postDecider);
const siteId = 'site-1';
const postId = 'p-1';
const at = '2026-11-25T10:00:00.000Z';
const today = '2026-11-25';
const actor = (userId: string, role: Role = 'user') => ({ userId, role });

const create = (overrides: Partial<CreatePost> = {}): CreatePost => ({
  type: 'CreatePost',
  siteId,
  postId,
  actor: actor('ann'),
  actorSiteId: siteId,
  content: 'Hello wall',
  photo: null,
  wallableType: 'Site',
  wallableId: siteId,
  parentPostId: null,
  parent: null,
  taggedUserIds: [],
  friendIds: [],
  postableType: null,
  postableId: null,
  postableFound: false,
  at,
  today,
  ...overrides,
});

const createdData: PostCreated['data'] = {
  siteId,
  postId,
  userId: 'ann',
  content: 'Hello wall',
  photo: null,
  wallableType: 'Site',
  wallableId: siteId,
  parentPostId: null,
  parentAuthorId: null,
  depth: 0,
  taggedUserIds: [],
  postableType: null,
  postableId: null,
  authorIsWallExpert: false,
  neverHidden: false,
  createdAt: at,
  createdOn: today,
};
const created = (data: Partial<PostCreated['data']> = {}): WallEvent => ({ type: 'PostCreated', data: { ...createdData, ...data } });
const on = { siteId, postId, at };
const reported = (by: string): WallEvent => ({ type: 'PostReported', data: { ...on, reportedBy: by } });

describe('wall decider: creating a post (spec 2 §5)', () => {
  it('creates a site post with its trimmed plain text', () => {
    spec([])
      .when(create({ content: '  Hello wall \n' }))
      .then([created()]);
  });

  it("refuses empty content: Content can't be blank", () => {
    spec([])
      .when(create({ content: '   ' }))
      .thenRejects('content_blank', m.contentBlank);
  });

  it('refuses content over the length limit', () => {
    spec([])
      .when(create({ content: 'x'.repeat(5001) }))
      .thenRejects('content_too_long', m.contentTooLong);
  });

  it('a repeated create of the same post id appends nothing', () => {
    spec([created()]).when(create()).then([]);
  });

  it('tags accepted friends only, never the author', () => {
    spec([])
      .when(create({ taggedUserIds: ['bob', 'ann', 'bob'], friendIds: ['bob'] }))
      .then([created({ taggedUserIds: ['bob'] })]);
    spec([])
      .when(create({ taggedUserIds: ['bob', 'cy'], friendIds: ['bob'] }))
      .thenRejects('tag_not_friend', m.tagNotFriend);
  });

  it('a participant posts only on their own site wall; a wall expert on any', () => {
    spec([])
      .when(create({ siteId: 'site-2', wallableId: 'site-2' }))
      .thenRejects('wall_forbidden', m.wallForbidden);
    spec([])
      .when(create({ siteId: 'site-1', wallableId: 'site-2' }))
      .thenRejects('wall_forbidden', m.wallForbidden);
    spec([])
      .when(create({ siteId: 'site-2', wallableId: 'site-2', actor: actor('ann', 'poster') }))
      .then([created({ siteId: 'site-2', wallableId: 'site-2', authorIsWallExpert: true, neverHidden: true })]);
  });

  it('a comment hangs on its parent, one level deeper', () => {
    spec([])
      .when(create({ postId: 'c-1', wallableType: 'Post', wallableId: 'p-0', parent: { postId: 'p-0', userId: 'bob', depth: 0 } }))
      .then([created({ postId: 'c-1', wallableType: 'Post', wallableId: 'p-0', parentPostId: 'p-0', parentAuthorId: 'bob', depth: 1 })]);
  });

  it('a site comment (wallable Site with a parent) hangs on its parent too, never on the wall', () => {
    const parent = { postId: 'p-0', userId: 'bob', depth: 0 };
    spec([])
      .when(create({ postId: 'c-1', parentPostId: 'p-0', parent }))
      .then([created({ postId: 'c-1', parentPostId: 'p-0', parentAuthorId: 'bob', depth: 1 })]);
    spec([])
      .when(create({ parentPostId: 'p-0', parent: null }))
      .thenRejects('parent_missing', m.parentMissing);
  });

  it('refuses a comment whose parent is gone, or not the post it names', () => {
    spec([])
      .when(create({ wallableType: 'Post', wallableId: 'p-0', parent: null }))
      .thenRejects('parent_missing', m.parentMissing);
    spec([])
      .when(create({ wallableType: 'Post', wallableId: 'p-0', parent: { postId: 'p-9', userId: 'bob', depth: 0 } }))
      .thenRejects('parent_mismatch', m.parentMismatch);
  });

  it('shares a goal that was found; refuses a missing or half-named one', () => {
    spec([])
      .when(create({ postableType: 'Goal', postableId: 'g-1', postableFound: true }))
      .then([created({ postableType: 'Goal', postableId: 'g-1' })]);
    spec([])
      .when(create({ postableType: 'Goal', postableId: 'g-1', postableFound: false }))
      .thenRejects('postable_missing', m.postableMissing);
    spec([])
      .when(create({ postableType: 'Goal', postableId: null }))
      .thenRejects('postable_incomplete', m.postableIncomplete);
  });

  it("marks coordinators' and experts' posts as never hidden", () => {
    for (const role of ['coordinator', 'master', 'regional_coordinator'] as const) {
      spec([])
        .when(create({ actor: actor('ann', role) }))
        .then([created({ neverHidden: true })]);
    }
  });
});

describe('wall decider: deleting (spec 2 §6)', () => {
  const deleteBy = (userId: string, role: Role = 'user', reason: string | null = null) => ({
    type: 'DeletePost' as const,
    ...on,
    actor: actor(userId, role),
    reason,
  });

  it('the author deletes their own post', () => {
    spec([created()])
      .when(deleteBy('ann', 'user', 'ignored'))
      .then([{ type: 'PostDeleted', data: { ...on, deletedBy: 'ann', moderatorId: null, reason: null } }]);
  });

  it('master, coordinator or poster delete it too, with their id and reason', () => {
    for (const role of ['master', 'coordinator', 'poster'] as const) {
      spec([created()])
        .when(deleteBy('mod', role, ' Spam '))
        .then([{ type: 'PostDeleted', data: { ...on, deletedBy: 'mod', moderatorId: 'mod', reason: 'Spam' } }]);
    }
  });

  it('anyone else is refused', () => {
    for (const role of ['user', 'regional_coordinator', 'location_coordinator', 'reseller'] as const) {
      spec([created()]).when(deleteBy('bob', role)).thenRejects('delete_forbidden', m.deleteForbidden);
    }
  });

  it("a wall expert's post: only its author", () => {
    spec([created({ authorIsWallExpert: true })])
      .when(deleteBy('mod', 'master'))
      .thenRejects('delete_forbidden', m.deleteForbidden);
  });

  it('a deleted or unknown post, or one on another site, is not found', () => {
    spec([]).when(deleteBy('ann')).thenRejects('post_not_found', m.notFound);
    spec([created(), { type: 'PostDeleted', data: { ...on, deletedBy: 'ann', moderatorId: null, reason: null } }])
      .when(deleteBy('ann'))
      .thenRejects('post_not_found', m.notFound);
    spec([created({ siteId: 'site-2' })])
      .when(deleteBy('ann'))
      .thenRejects('post_not_found', m.notFound);
  });
});

describe('wall decider: likes (once per person)', () => {
  const like = (userId: string) => ({ type: 'LikePost' as const, ...on, actor: actor(userId) });
  const unlike = (userId: string) => ({ type: 'UnlikePost' as const, ...on, actor: actor(userId) });
  const liked: WallEvent = { type: 'PostLiked', data: { ...on, userId: 'bob' } };

  it('likes once, unlikes once', () => {
    spec([created()]).when(like('bob')).then([liked]);
    spec([created(), liked]).when(like('bob')).thenRejects('already_liked', m.alreadyLiked);
    spec([created(), liked])
      .when(unlike('bob'))
      .then([{ type: 'PostUnliked', data: { ...on, userId: 'bob' } }]);
    spec([created()]).when(unlike('bob')).thenRejects('not_liked', m.notLiked);
  });
});

describe('wall decider: removing a tag (spec 2 §6)', () => {
  const removeTag = (by: string, userId: string) => ({ type: 'RemoveTag' as const, ...on, actor: actor(by), userId });

  it('a tagged user removes their own tag, no one else', () => {
    spec([created({ taggedUserIds: ['bob'] })])
      .when(removeTag('bob', 'bob'))
      .then([{ type: 'PostTagRemoved', data: { ...on, userId: 'bob' } }]);
    spec([created({ taggedUserIds: ['bob'] })])
      .when(removeTag('ann', 'bob'))
      .thenRejects('tag_missing', m.tagMissing);
    spec([created()]).when(removeTag('bob', 'bob')).thenRejects('tag_missing', m.tagMissing);
  });
});

describe('wall decider: reports (spec 2 §4 and §6; beyond the spec: distinct reporters hide)', () => {
  const report = (userId: string, role: Role = 'user', reportsToHide = 2) => ({
    type: 'ReportPost' as const,
    ...on,
    actor: actor(userId, role),
    reportsToHide,
  });

  it('a non-author reports it: flagged', () => {
    spec([created()])
      .when(report('bob'))
      .then([reported('bob')]);
  });

  it('refuses the author, a wall expert’s post, a coordinator-type reader, and a second report by the same person', () => {
    spec([created()]).when(report('ann')).thenRejects('report_own', m.reportOwn);
    spec([created({ authorIsWallExpert: true })])
      .when(report('bob'))
      .thenRejects('report_expert', m.reportExpert);
    for (const role of ['coordinator', 'regional_coordinator', 'location_coordinator', 'master', 'poster'] as const) {
      spec([created()]).when(report('bob', role)).thenRejects('report_coordinator', m.reportCoordinator);
    }
    spec([created(), reported('bob')])
      .when(report('bob'))
      .thenRejects('already_reported', m.alreadyReported);
  });

  it('the threshold-th distinct reporter hides it', () => {
    spec([created(), reported('bob')])
      .when(report('cy'))
      .then([reported('cy'), { type: 'PostHidden', data: { ...on, reports: 2, threshold: 2 } }]);
    spec([created()])
      .when(report('bob', 'user', 1))
      .then([reported('bob'), { type: 'PostHidden', data: { ...on, reports: 1, threshold: 1 } }]);
  });

  it("coordinators' and experts' posts are never hidden; nor a post a moderator restored", () => {
    spec([created({ neverHidden: true }), reported('bob')])
      .when(report('cy'))
      .then([reported('cy')]);
    const restored: WallEvent = { type: 'PostRestored', data: { ...on, moderatorId: 'mod', reason: null } };
    spec([created(), reported('bob'), reported('cy'), restored, reported('dee')])
      .when(report('eve'))
      .then([reported('eve')]);
  });

  it('a hidden post is not found for others to like or report; its author and moderators still see it', () => {
    const hidden: WallEvent[] = [
      created(),
      reported('bob'),
      reported('cy'),
      { type: 'PostHidden', data: { ...on, reports: 2, threshold: 2 } },
    ];
    spec(hidden).when(report('dee')).thenRejects('post_not_found', m.notFound);
    spec(hidden)
      .when({ type: 'LikePost', ...on, actor: actor('dee') })
      .thenRejects('post_not_found', m.notFound);
    spec(hidden)
      .when({ type: 'LikePost', ...on, actor: actor('ann') })
      .then([{ type: 'PostLiked', data: { ...on, userId: 'ann' } }]);
  });

  it('unreport: the reporter withdraws their own report; others are refused', () => {
    const unreport = (userId: string, role: Role = 'user') => ({
      type: 'UnreportPost' as const,
      ...on,
      actor: actor(userId, role),
      reason: null,
    });
    spec([created(), reported('bob')])
      .when(unreport('bob'))
      .then([{ type: 'PostReportWithdrawn', data: { ...on, userId: 'bob' } }]);
    spec([created(), reported('bob')])
      .when(unreport('cy'))
      .thenRejects('unreport_forbidden', m.unreportForbidden);
    spec([created(), reported('bob')])
      .when(unreport('cy', 'regional_coordinator'))
      .thenRejects('unreport_forbidden', m.unreportForbidden);
  });

  it('unreport by master, coordinator or poster restores it, with their id and reason', () => {
    for (const role of ['master', 'coordinator', 'poster'] as const) {
      spec([created(), reported('bob'), reported('cy'), { type: 'PostHidden', data: { ...on, reports: 2, threshold: 2 } }])
        .when({ type: 'UnreportPost', ...on, actor: actor('mod', role), reason: 'Fine' })
        .then([{ type: 'PostRestored', data: { ...on, moderatorId: 'mod', reason: 'Fine' } }]);
    }
    spec([created()])
      .when({ type: 'UnreportPost', ...on, actor: actor('mod', 'coordinator'), reason: null })
      .thenRejects('not_flagged', m.notFlagged);
  });
});

describe('wall notices and badge rules', () => {
  const event = (data: Partial<PostCreated['data']>) => ({ type: 'PostCreated' as const, data: { ...createdData, ...data } });

  it('tells the parent’s author of a comment and each tagged person', () => {
    const notices = wallNotices.PostCreated(
      event({ postId: 'c-1', parentPostId: 'p-0', parentAuthorId: 'bob', depth: 1, taggedUserIds: ['cy'] }),
    );
    expect(notices.map((n) => [n.userId, n.key, n.link])).toEqual([
      ['bob', 'wall_post_commented', '/wall/post/p-0?reply=c-1'],
      ['cy', 'wall_post_tagged', '/wall/post/p-0?reply=c-1'],
    ]);
    expect(wallNotices.PostCreated(event({ parentPostId: 'p-0', parentAuthorId: 'ann', depth: 1 }))).toEqual([]);
  });

  it('counts top-level posts and tags in the site year', () => {
    const [posts, tags] = wallBadgeRules.PostCreated;
    expect(posts.counts(event({}))).toEqual([{ userId: 'ann', siteId, year: 2026, amount: 1, key: postId }]);
    expect(posts.counts(event({ depth: 1 }))).toEqual([]);
    expect(tags.counts(event({ taggedUserIds: ['bob', 'cy'] }))).toHaveLength(2);
  });

  it('counts a goal shared to the wall towards goals_shared: a top-level post of a Goal only', () => {
    const shared = wallBadgeRules.PostCreated.find((rule) => rule.category === 'goals_shared')!;
    expect(shared.counts(event({ postableType: 'Goal', postableId: 'g-1' }))).toEqual([
      { userId: 'ann', siteId, year: 2026, amount: 1, key: `wall-${postId}` },
    ]);
    expect(shared.counts(event({}))).toEqual([]);
    expect(shared.counts(event({ postableType: 'Goal', postableId: 'g-1', depth: 1 }))).toEqual([]);
  });
});
