import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

/** DELETE /api/badges/{id}?site_id: 'Delete Badge' on the default site, 'Reset Badge' for a site's copy. */
export function deleteBadge(siteId: string, id: string) {
  return apiClient.delete<{ id: string; outcome: 'deleted' | 'reset' }>(`/badges/${encodeURIComponent(id)}`, {
    params: { site_id: siteId },
  });
}

export function useDeleteBadge(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBadge(siteId, id),
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['badges'], meta.position),
  });
}
