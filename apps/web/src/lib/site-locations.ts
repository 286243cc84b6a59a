import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export interface SiteLocation {
  readonly id: string;
  readonly name: string;
  readonly children: readonly SiteLocation[];
}

/** GET /api/sites/{site_id}/locations?page_size=0: public for the host's site (registration), any site for masters. */
export async function getSiteLocations(siteId: string, signal?: AbortSignal): Promise<SiteLocation[]> {
  const { data } = await apiClient.get<SiteLocation[]>(`/sites/${encodeURIComponent(siteId)}/locations`, {
    params: { page_size: 0 },
    signal,
    onUnauthorized: 'ignore',
  });
  return data;
}

export const siteLocationsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['locations', 'choices', { siteId }],
    queryFn: ({ signal }) => getSiteLocations(siteId, signal),
    staleTime: 5 * 60_000,
  });

const NONE: readonly SiteLocation[] = [];

/** The tree once loaded (loaders prefetch it); the same empty list until then. */
export const useSiteLocations = (siteId: string, enabled: boolean): readonly SiteLocation[] =>
  useQuery({ ...siteLocationsQueryOptions(siteId), enabled }).data ?? NONE;

/** The ids from the outermost location down to `locationId`, or [] when it is not in the tree. */
export function locationPath(locations: readonly SiteLocation[], locationId: string | null): string[] {
  if (locationId === null) return [];
  for (const location of locations) {
    if (location.id === locationId) return [location.id];
    const inner = locationPath(location.children, locationId);
    if (inner.length > 0) return [location.id, ...inner];
  }
  return [];
}
