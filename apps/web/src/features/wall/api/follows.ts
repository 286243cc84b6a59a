import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Spec 2 §7 follows: POST /follows (followee id), DELETE /follows/{id} (the followed person's id). */
export const follow = (followeeId: string) => apiClient.post<unknown>('/follows', { body: { followee_id: followeeId } });
export const unfollow = (followeeId: string) => apiClient.delete<unknown>(`/follows/${encodeURIComponent(followeeId)}`);

/** Follow or unfollow from a post; the wall's Following filter reads the result. */
export function useFollowToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, following }: { userId: string; following: boolean }) => (following ? unfollow(userId) : follow(userId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wall'] }),
  });
}
