import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

/** DELETE /api/follows/{id} (spec 2 §7): `id` is the followed person's. */
export const unfollow = (followeeId: string) => apiClient.delete<{ id: string }>(`/follows/${encodeURIComponent(followeeId)}`);

/** Unfollows, then reloads the follow list (spec 2 §4) at the write's position. */
export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollow,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['follows'], meta.position),
  });
}
