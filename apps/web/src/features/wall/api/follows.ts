import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Follow } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam, refreshAfterWrite } from '../../../lib/read-your-writes';

/** Spec 2 §7 follows: POST /follows (followee id), DELETE /follows/{id} (the followed person's id). */
export const follow = (followeeId: string) => apiClient.post<unknown>('/follows', { body: { followee_id: followeeId } });
export const unfollow = (followeeId: string) => apiClient.delete<unknown>(`/follows/${encodeURIComponent(followeeId)}`);

/**
 * GET /users/{id}/follows (spec 2 §7): whom the reader follows, one request for every post on the
 * page. Under 'follows', so a follow or unfollow anywhere (the /following list too) refreshes it.
 */
const followedQueryOptions = (readerId: string) =>
  queryOptions({
    queryKey: ['follows', 'of', readerId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Follow[]>(`/users/${encodeURIComponent(readerId)}/follows`, {
          params: minPositionParam('follows'),
          signal,
        })
      ).data,
  });

/**
 * Whether the reader follows `personId` (undefined while loading): read from the reader's follow
 * list (GET /users/{id}/follows).
 */
export function useIsFollowing(readerId: string, personId: string, enabled: boolean): boolean | undefined {
  const { data } = useQuery({ ...followedQueryOptions(readerId), enabled });
  return data === undefined ? undefined : data.some((followed) => followed.id === personId);
}

/** The name of a person the reader follows (the wall filtered by their id, spec 2 §2), undefined while loading or not followed. */
export function useFollowedName(readerId: string, personId: string, enabled: boolean): string | undefined {
  const { data } = useQuery({ ...followedQueryOptions(readerId), enabled });
  return data?.find((followed) => followed.id === personId)?.profile.full_name;
}

/** Follow or unfollow from a post (spec 2 §4: toggles, then reloads the follow list); the wall's Following filter reads the result. */
export function useFollowToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, following }: { userId: string; following: boolean }) => (following ? unfollow(userId) : follow(userId)),
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['follows', 'wall'], meta.position),
  });
}
