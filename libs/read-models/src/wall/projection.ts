import { sql, type Transaction, type UpdateObject } from 'kysely';
import { assertNever, wallEventTypes } from '@wellway/domain';
import type { Database } from '../database.js';
import { defineProjection, type EventOf, type Projection } from '../projection.js';
import { distinct, noEffect } from '../shared/batch.js';

type Trx = Transaction<Database>;
type Event = EventOf<(typeof wallEventTypes)[number] | 'UserErasureRequested'>;

/**
 * Moves the post's applied position, with the event's own changes to the row in the same update;
 * undefined when the event is older than what the row holds (a replay), and nothing is changed.
 */
function claim(trx: Trx, postId: string, position: bigint, changes: UpdateObject<Database, 'wall_posts'> = {}) {
  return trx
    .updateTable('wall_posts')
    .set({ ...changes, applied_position: position })
    .where('id', '=', postId)
    .where('applied_position', '<', position)
    .returning(['parent_post_id', 'depth', 'wallable_id'])
    .executeTakeFirst();
}

async function countOnWall(trx: Trx, siteId: string, wallableId: string, by: number): Promise<void> {
  await trx
    .insertInto('wall_counts')
    .values({ site_id: siteId, wallable_id: wallableId, posts: Math.max(0, by) })
    .onConflict((oc) => oc.columns(['site_id', 'wallable_id']).doUpdateSet({ posts: sql`greatest(0, wall_counts.posts + ${by})` }))
    .execute();
}

async function countComments(trx: Trx, parentId: string | null, by: number): Promise<void> {
  if (parentId === null) return;
  await trx
    .updateTable('wall_posts')
    .set({ comment_count: sql`greatest(0, comment_count + ${by})` })
    .where('id', '=', parentId)
    .execute();
}

/** The first reporter among those whose reports stand (null: none). */
const firstReporter = (postId: string) =>
  sql<string | null>`(select user_id from wall_reports r where r.post_id = ${postId} order by r.reported_at, r.user_id limit 1)`;

async function applyEvent(trx: Trx, event: Event, sites: string[]): Promise<void> {
  const { position } = event;
  if (event.type === 'UserErasureRequested') {
    await trx.updateTable('wall_posts').set({ content: '', photo: null }).where('user_id', '=', event.data.userId).execute();
    sites.push(event.data.siteId);
    return;
  }
  const { postId, siteId } = event.data;
  sites.push(siteId);
  if (event.type === 'PostCreated') {
    const d = event.data;
    const inserted = await trx
      .insertInto('wall_posts')
      .values({
        id: postId,
        site_id: siteId,
        user_id: d.userId,
        content: d.content,
        photo: d.photo,
        wallable_type: d.wallableType,
        wallable_id: d.wallableId,
        parent_post_id: d.parentPostId,
        depth: d.depth,
        tagged_user_ids: [...d.taggedUserIds],
        postable_type: d.postableType,
        postable_id: d.postableId,
        author_is_wall_expert: d.authorIsWallExpert,
        like_count: 0,
        comment_count: 0,
        report_count: 0,
        flagged_by: null,
        is_hidden: false,
        created_at: d.createdAt,
        deleted_at: null,
        position,
        applied_position: position,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    await countComments(trx, d.parentPostId, 1);
    if (d.depth === 0) await countOnWall(trx, siteId, d.wallableId, 1);
    return;
  }
  switch (event.type) {
    case 'PostDeleted': {
      const row = await claim(trx, postId, position, { deleted_at: event.data.at });
      if (!row) return;
      await countComments(trx, row.parent_post_id, -1);
      if (row.depth === 0) await countOnWall(trx, siteId, row.wallable_id, -1);
      return;
    }
    case 'PostLiked':
      if (!(await claim(trx, postId, position, { like_count: sql`like_count + 1` }))) return;
      await trx
        .insertInto('wall_likes')
        .values({ post_id: postId, user_id: event.data.userId, site_id: siteId, created_at: event.data.at })
        .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
        .execute();
      return;
    case 'PostUnliked':
      if (!(await claim(trx, postId, position, { like_count: sql`greatest(0, like_count - 1)` }))) return;
      await trx.deleteFrom('wall_likes').where('post_id', '=', postId).where('user_id', '=', event.data.userId).execute();
      return;
    case 'PostTagRemoved':
      await claim(trx, postId, position, { tagged_user_ids: sql`array_remove(tagged_user_ids, ${event.data.userId})` });
      return;
    // A report changes who flagged the post (its first standing reporter): the row is set once the reports are.
    case 'PostReported':
      if (!(await claim(trx, postId, position))) return;
      await trx
        .insertInto('wall_reports')
        .values({ post_id: postId, user_id: event.data.reportedBy, site_id: siteId, reported_at: event.data.at })
        .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
        .execute();
      await trx
        .updateTable('wall_posts')
        .set({ report_count: sql`report_count + 1`, flagged_by: firstReporter(postId) })
        .where('id', '=', postId)
        .execute();
      return;
    case 'PostReportWithdrawn':
      if (!(await claim(trx, postId, position))) return;
      await trx.deleteFrom('wall_reports').where('post_id', '=', postId).where('user_id', '=', event.data.userId).execute();
      await trx
        .updateTable('wall_posts')
        .set({ report_count: sql`greatest(0, report_count - 1)`, flagged_by: firstReporter(postId) })
        .where('id', '=', postId)
        .execute();
      return;
    case 'PostHidden':
      await claim(trx, postId, position, { is_hidden: true });
      return;
    case 'PostRestored':
      if (!(await claim(trx, postId, position, { report_count: 0, flagged_by: null, is_hidden: false }))) return;
      await trx.deleteFrom('wall_reports').where('post_id', '=', postId).execute();
      return;
    default:
      assertNever(event);
  }
}

/**
 * Posts, comments, likes and reports (spec 2 §3). Live: every change is told to the post's site
 * only (`siteIds`), never to every site's sockets.
 */
export const wallProjection: Projection = defineProjection({
  name: 'wall',
  version: 1,
  tables: ['wall_posts', 'wall_likes', 'wall_reports', 'wall_counts'],
  eventTypes: [...wallEventTypes, 'UserErasureRequested'],
  async apply(trx, events) {
    if (events.length === 0) return noEffect;
    const sites: string[] = [];
    for (const event of events) await applyEvent(trx, event, sites);
    return { userIds: null, siteIds: distinct(sites) };
  },
});
