import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

/** Spec 2 §9: a wall page holds 30 posts. */
export const WALL_PAGE_SIZE = 30;

export interface WallPage {
  readonly posts: readonly Post[];
  readonly total: number;
}

/** Whose wall: the reader's site, or another site's for a wall expert. */
export interface WallOf {
  readonly wallId: string | null;
  readonly filter: string;
}

/** GET /api/posts (wallable site, filter, page_size 30, offset; meta total_records): `pages` pages at once (show more). */
export const wallQueryOptions = ({ wallId, filter }: WallOf, pages: number) =>
  queryOptions({
    queryKey: ['wall', 'posts', wallId, filter, pages],
    queryFn: async ({ signal }): Promise<WallPage> => {
      const { data, meta } = await apiClient.get<Post[]>('/posts', {
        params: {
          wallable_type: 'Site',
          wallable_id: wallId,
          filter,
          page_size: WALL_PAGE_SIZE * pages,
          ...minPositionParam('wall'),
        },
        signal,
      });
      return { posts: data, total: meta.total_records ?? data.length };
    },
  });

export const useWall = (of: WallOf, pages: number) => useQuery(wallQueryOptions(of, pages));

/**
 * Whether "Show more posts" can show more: the pages asked for came back full and the wall holds
 * more. The wall's total counts posts hidden from this reader too, so a short answer is the end.
 */
export const hasMorePosts = (page: WallPage, pages: number) =>
  page.posts.length >= WALL_PAGE_SIZE * pages && page.total > page.posts.length;

/** GET /api/posts/{id}: one post with all its comments. */
export const postQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['wall', 'post', id],
    queryFn: async ({ signal }) =>
      (await apiClient.get<Post>(`/posts/${encodeURIComponent(id)}`, { params: minPositionParam('wall'), signal })).data,
  });

export const usePost = (id: string) => useQuery(postQueryOptions(id));

/** GET /api/posts (wallable Post): a thread's comments, for "show more". */
export const commentsQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: ['wall', 'comments', postId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Post[]>('/posts', {
          params: { wallable_type: 'Post', wallable_id: postId, page_size: 0, ...minPositionParam('wall') },
          signal,
        })
      ).data,
  });

/** The coordinator's flagged posts (spec 3 §2.4): GET /api/posts?filter=flagged. */
export const flaggedQueryOptions = () =>
  queryOptions({
    queryKey: ['wall', 'flagged'],
    queryFn: async ({ signal }): Promise<WallPage> => {
      const { data, meta } = await apiClient.get<Post[]>('/posts', {
        params: { filter: 'flagged', page_size: 0, ...minPositionParam('wall') },
        signal,
      });
      return { posts: data, total: meta.total_records ?? data.length };
    },
  });
