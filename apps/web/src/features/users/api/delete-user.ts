import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { siteUsersQueryKey, type ListedUser } from './get-site-users';

/** DELETE /api/users/{id} (masters). */
export async function deleteUser(user: ListedUser): Promise<void> {
  await apiClient.delete(`/users/${encodeURIComponent(user.id)}`);
}

/** The deleted user leaves the cached list at once (the list's read model follows). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, user) =>
      queryClient.setQueryData<ListedUser[]>(siteUsersQueryKey(user.site_id), (users) =>
        users?.filter((candidate) => candidate.id !== user.id),
      ),
  });
}
