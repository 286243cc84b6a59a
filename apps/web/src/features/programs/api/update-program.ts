import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import type { Program } from './get-programs';
import type { ProgramBody } from './create-program';

/** PUT /api/programs/{id}. */
export function updateProgram({ id, siteId, body }: { id: string; siteId: string; body: ProgramBody }): Promise<ApiResponse<Program>> {
  return apiClient.put<Program>(`/programs/${encodeURIComponent(id)}`, { body: { ...body, site_id: siteId } });
}

export function useUpdateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['programs'], meta.position),
  });
}
