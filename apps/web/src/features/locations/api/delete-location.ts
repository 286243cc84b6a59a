import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

export interface DeleteLocationInput {
  readonly id: string;
  readonly siteId: string;
}

/** DELETE /api/locations/{id}: refused while the location has locations under it. */
export function deleteLocation({ id, siteId }: DeleteLocationInput): Promise<ApiResponse<{ id: string }>> {
  return apiClient.delete<{ id: string }>(`/locations/${encodeURIComponent(id)}`, { params: { site_id: siteId } });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['locations'], meta.position),
  });
}
