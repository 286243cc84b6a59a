import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb } from '../database.js';

/** A person's posts and comments on their site, and what they liked (their data export's "wall" section). */
export async function exportPersonsPosts(db: ReadModelDb, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const posts = await db
    .selectFrom('wall_posts')
    .select(['id', 'content', 'photo', 'parent_post_id', 'created_at', 'deleted_at'])
    .where('user_id', '=', userId)
    .where('site_id', '=', siteId)
    .orderBy('position')
    .execute();
  const likes = await db
    .selectFrom('wall_likes')
    .select(['post_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('site_id', '=', siteId)
    .execute();
  return {
    posts: posts.map((post) => ({
      id: post.id,
      content: post.content,
      photo: post.photo,
      comment_on: post.parent_post_id,
      created_at: post.created_at.toISOString(),
      deleted_at: post.deleted_at?.toISOString() ?? null,
    })),
    likes: likes.map((like) => ({ post_id: like.post_id, created_at: like.created_at.toISOString() })),
  };
}
