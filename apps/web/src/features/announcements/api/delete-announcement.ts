import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

/** DELETE /api/announcements/{id}?site_id: gone from every participant's notifications. */
export function deleteAnnouncement({ siteId, id }: { readonly siteId: string; readonly id: string }): Promise<ApiResponse<unknown>> {
  return apiClient.delete<unknown>(`/announcements/${encodeURIComponent(id)}`, { params: { site_id: siteId } });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['notifications'], meta.position),
  });
}
