import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import type { Program } from './get-programs';
import type { ProgramBody } from './create-program';

export interface UpdateProgramInput {
  readonly id: string;
  readonly siteId: string;
  /** Sent as If-Match: the API answers 409 if someone saved the program since it was loaded. */
  readonly revision: number;
  readonly body: ProgramBody;
}

/** PUT /api/programs/{id}. */
export function updateProgram({ id, siteId, revision, body }: UpdateProgramInput): Promise<ApiResponse<Program>> {
  return apiClient.put<Program>(`/programs/${encodeURIComponent(id)}`, {
    body: { ...body, site_id: siteId },
    headers: { 'If-Match': String(revision) },
  });
}

export function useUpdateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['programs'], meta.position),
  });
}
