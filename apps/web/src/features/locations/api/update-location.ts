import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import type { Location } from './get-locations';

/** Rename (`name`) or move (`parent_location_id`, null for the top level); omitted fields stay. */
export interface UpdateLocationInput {
  readonly id: string;
  readonly siteId: string;
  readonly name?: string;
  readonly parentLocationId?: string | null;
}

/** PUT /api/locations/{id}. */
export function updateLocation({ id, siteId, name, parentLocationId }: UpdateLocationInput): Promise<ApiResponse<Location>> {
  return apiClient.put<Location>(`/locations/${encodeURIComponent(id)}`, {
    body: { site_id: siteId, name, parent_location_id: parentLocationId },
  });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['locations'], meta.position),
  });
}
