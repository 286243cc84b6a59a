import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import type { Location } from './get-locations';

export interface CreateLocationInput {
  readonly siteId: string;
  readonly name: string;
  readonly parentLocationId: string | null;
}

/** POST /api/sites/{site_id}/locations (JSON body). */
export function createLocation({ siteId, name, parentLocationId }: CreateLocationInput): Promise<ApiResponse<Location>> {
  return apiClient.post<Location>(`/sites/${encodeURIComponent(siteId)}/locations`, {
    body: { name, parent_location_id: parentLocationId },
  });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['locations'], meta.position),
  });
}
