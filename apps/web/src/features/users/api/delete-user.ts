import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiMeta } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import type { ListedUser } from './get-site-users';

/** DELETE /api/users/{id} (masters): the person's erasure (docs/api.md, "Erasure of a person"). */
export async function deleteUser(user: ListedUser): Promise<ApiMeta> {
  const { meta } = await apiClient.delete<unknown>(`/users/${encodeURIComponent(user.id)}`);
  return meta;
}

/** The list is read again at the erasure's position: the person is a former participant there at once. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (meta): Promise<void> => refreshAfterWrite(queryClient, ['users'], meta.position),
  });
}
