import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import type { Location } from '@wellway/contracts';

export type { Location } from '@wellway/contracts';

/** GET /api/sites/{site_id}/locations?page_size=0: the site's tree, top level first. */
export async function getLocations(siteId: string, signal?: AbortSignal): Promise<Location[]> {
  const { data } = await apiClient.get<Location[]>(`/sites/${encodeURIComponent(siteId)}/locations`, {
    params: { page_size: 0, ...minPositionParam('locations') },
    signal,
  });
  return data;
}

export const locationsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['locations', 'tree', { siteId }],
    queryFn: ({ signal }) => getLocations(siteId, signal),
  });

export function useLocations(siteId: string): Location[] {
  return useSuspenseQuery(locationsQueryOptions(siteId)).data;
}
