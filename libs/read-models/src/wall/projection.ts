import { sql, type Transaction } from 'kysely';
import { assertNever, wallEventTypes } from '@wellway/domain';
import type { Database } from '../database.js';
import { defineProjection, type EventOf, type Projection } from '../projection.js';
import { distinct, noEffect } from '../shared/batch.js';

type Trx = Transaction<Database>;
type Event = EventOf<(typeof wallEventTypes)[number] | 'UserErasureRequested'>;

/** Moves the post's applied position; false when the event is older than what the row holds (a replay). */
async function claim(trx: Trx, postId: string, position: bigint): Promise<boolean> {
  const row = await trx
    .updateTable('wall_posts')
    .set({ applied_position: position })
    .where('id', '=', postId)
    .where('applied_position', '<', position)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
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
  if (!(await claim(trx, postId, position))) return;
  switch (event.type) {
    case 'PostDeleted': {
      const row = await trx
        .updateTable('wall_posts')
        .set({ deleted_at: event.data.at })
        .where('id', '=', postId)
        .returning(['parent_post_id', 'depth', 'wallable_id'])
        .executeTakeFirstOrThrow();
      await countComments(trx, row.parent_post_id, -1);
      if (row.depth === 0) await countOnWall(trx, siteId, row.wallable_id, -1);
      return;
    }
    case 'PostLiked':
      await trx
        .insertInto('wall_likes')
        .values({ post_id: postId, user_id: event.data.userId, site_id: siteId, created_at: event.data.at })
        .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
        .execute();
      await trx
        .updateTable('wall_posts')
        .set({ like_count: sql`like_count + 1` })
        .where('id', '=', postId)
        .execute();
      return;
    case 'PostUnliked':
      await trx.deleteFrom('wall_likes').where('post_id', '=', postId).where('user_id', '=', event.data.userId).execute();
      await trx
        .updateTable('wall_posts')
        .set({ like_count: sql`greatest(0, like_count - 1)` })
        .where('id', '=', postId)
        .execute();
      return;
    case 'PostTagRemoved':
      await trx
        .updateTable('wall_posts')
        .set({ tagged_user_ids: sql`array_remove(tagged_user_ids, ${event.data.userId})` })
        .where('id', '=', postId)
        .execute();
      return;
    case 'PostReported':
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
      await trx.deleteFrom('wall_reports').where('post_id', '=', postId).where('user_id', '=', event.data.userId).execute();
      await trx
        .updateTable('wall_posts')
        .set({ report_count: sql`greatest(0, report_count - 1)`, flagged_by: firstReporter(postId) })
        .where('id', '=', postId)
        .execute();
      return;
    case 'PostHidden':
      await trx.updateTable('wall_posts').set({ is_hidden: true }).where('id', '=', postId).execute();
      return;
    case 'PostRestored':
      await trx.deleteFrom('wall_reports').where('post_id', '=', postId).execute();
      await trx.updateTable('wall_posts').set({ report_count: 0, flagged_by: null, is_hidden: false }).where('id', '=', postId).execute();
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
