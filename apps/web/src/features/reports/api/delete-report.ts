import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

export interface DeleteReportInput {
  readonly siteId: string;
  readonly id: string;
  readonly asCustom: boolean;
}

/** DELETE /api/sites/{site_id}/reports/{id}?as_custom= (spec 3 §7). */
export function deleteReport({ siteId, id, asCustom }: DeleteReportInput): Promise<ApiResponse<unknown>> {
  return apiClient.delete<unknown>(`/sites/${encodeURIComponent(siteId)}/reports/${encodeURIComponent(id)}`, {
    params: { as_custom: asCustom },
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['reports'], meta.position),
  });
}
