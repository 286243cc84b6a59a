import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

/** DELETE /api/programs/{id}. */
export function deleteProgram({ id, siteId }: { id: string; siteId: string }): Promise<ApiResponse<{ id: string }>> {
  return apiClient.delete<{ id: string }>(`/programs/${encodeURIComponent(id)}`, { params: { site_id: siteId } });
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['programs'], meta.position),
  });
}
