import { queryOptions } from '@tanstack/react-query';
import type { Follow } from '@wellway/contracts';
import { apiClient } from './api-client';
import { minPositionParam } from './read-your-writes';

/** Spec 2 §7 follows: POST /follows (followee id), DELETE /follows/{id} (the followed person's id). */
export const follow = (followeeId: string) => apiClient.post<{ id: string }>('/follows', { body: { followee_id: followeeId } });
export const unfollow = (followeeId: string) => apiClient.delete<{ id: string }>(`/follows/${encodeURIComponent(followeeId)}`);

/** GET /api/users/{user_id}/follows (spec 2 §7): whom the person follows, by name. */
export async function getFollows(userId: string, signal?: AbortSignal): Promise<Follow[]> {
  const { data } = await apiClient.get<Follow[]>(`/users/${encodeURIComponent(userId)}/follows`, {
    params: minPositionParam('follows'),
    signal,
  });
  return data;
}

/**
 * One cache entry for the /following list and every post's Follow action on the wall: under
 * 'follows', so a follow or unfollow anywhere refreshes both.
 */
export const followsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['follows', userId], queryFn: ({ signal }) => getFollows(userId, signal) });
