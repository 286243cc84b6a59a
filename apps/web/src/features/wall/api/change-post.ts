import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

const postPath = (id: string) => `/posts/${encodeURIComponent(id)}`;

export interface PostDraft {
  readonly content: string;
  readonly wallable_type: 'Site' | 'Post';
  readonly wallable_id?: string | null;
  readonly parent_post_id?: string | null;
  readonly depth?: number;
  readonly tagged_users?: readonly string[];
  readonly photo?: string | null;
  readonly postable_type?: 'Goal' | null;
  readonly postable_id?: string | null;
}

interface Written {
  readonly id: string;
  readonly tagged_users?: readonly string[];
}

/** POST /api/posts (spec 2 §7). */
export const createPost = (draft: PostDraft) => apiClient.post<Written>('/posts', { body: draft });
/** PUT /api/posts/{id} is_flagged true: report. */
export const reportPost = ({ id, userId }: { id: string; userId: string }) =>
  apiClient.put<Written>(postPath(id), { body: { is_flagged: true, flagged_by: userId } });
/** PUT /api/posts/{id} is_flagged false: unreport (a moderator restores, with a reason). */
export const unreportPost = ({ id, reason }: { id: string; reason?: string }) =>
  apiClient.put<Written>(postPath(id), { body: { is_flagged: false, reason: reason ?? null } });
/** DELETE /api/posts/{id} (a moderator may give a reason). */
export const deletePost = ({ id, reason }: { id: string; reason?: string }) =>
  apiClient.delete<Written>(postPath(id), { params: reason ? { reason } : {} });
/** DELETE /api/posts/{id}/remove_tag/{user_id}. */
export const removeTag = ({ id, userId }: { id: string; userId: string }) =>
  apiClient.delete<Written>(`${postPath(id)}/remove_tag/${encodeURIComponent(userId)}`);
/** Likes: POST (user_id, likeable_id, likeable_type) and DELETE. */
export const likePost = ({ id, userId }: { id: string; userId: string }) =>
  apiClient.post<unknown>('/likes', { body: { user_id: userId, likeable_id: id, likeable_type: 'Post' } });
export const unlikePost = ({ id }: { id: string }) => apiClient.delete<unknown>(`/likes/${encodeURIComponent(id)}`);

/** Any change on the wall: refreshes the 'wall' queries at or after its position. */
export function useWallChange<Input, Data>(change: (input: Input) => Promise<ApiResponse<Data>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['wall'], meta.position),
  });
}
