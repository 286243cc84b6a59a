import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unfollow } from '../../../lib/follows';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

/** Unfollows (DELETE /api/follows/{id}, the followed person's id), then reloads the follow list (spec 2 §4) at the write's position. */
export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollow,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['follows'], meta.position),
  });
}
