import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

/** DELETE /api/sites/{id} (masters; a soft delete). */
export const deleteSite = (id: string) => apiClient.delete<{ id: string }>(`/sites/${encodeURIComponent(id)}`);

export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSite,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['sites'], meta.position),
  });
}
