import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import type { Location } from './get-locations';

export interface ReorderLocationsInput {
  readonly siteId: string;
  /** Every child of one parent, in the new order. */
  readonly sequence: readonly string[];
}

/** POST /api/locations/reorder. */
export function reorderLocations({ siteId, sequence }: ReorderLocationsInput): Promise<ApiResponse<Location[]>> {
  return apiClient.post<Location[]>('/locations/reorder', { body: { site_id: siteId, sequence } });
}

export function useReorderLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderLocations,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['locations'], meta.position),
  });
}
