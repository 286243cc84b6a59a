import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import type { Program, Promotion, TimeFrame } from './get-programs';

export interface ProgramBody {
  readonly name: string;
  readonly enabled: boolean;
  readonly effective_date_start: string | null;
  readonly effective_date_end: string | null;
  readonly locations: readonly string[];
  readonly registration_closed: boolean;
  readonly time_frames: readonly TimeFrame[];
  readonly promotion: Promotion;
  readonly coordinator_report_promotion_id: string | null;
}

/** POST /api/sites/{site_id}/programs. */
export function createProgram({ siteId, body }: { siteId: string; body: ProgramBody }): Promise<ApiResponse<Program>> {
  return apiClient.post<Program>(`/sites/${encodeURIComponent(siteId)}/programs`, { body });
}

export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['programs'], meta.position),
  });
}
