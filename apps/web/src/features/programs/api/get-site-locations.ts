import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface SiteLocation {
  readonly id: string;
  readonly name: string;
  readonly children: readonly SiteLocation[];
}

/** GET /api/sites/{site_id}/locations?page_size=0: the tree a program picks its locations from. */
export async function getSiteLocations(siteId: string, signal?: AbortSignal): Promise<SiteLocation[]> {
  const { data } = await apiClient.get<SiteLocation[]>(`/sites/${encodeURIComponent(siteId)}/locations`, { params: { page_size: 0 }, signal });
  return data;
}

export const siteLocationsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['locations', 'tree-for-programs', { siteId }],
    queryFn: ({ signal }) => getSiteLocations(siteId, signal),
  });

export const useSiteLocations = (siteId: string) => useQuery(siteLocationsQueryOptions(siteId));
