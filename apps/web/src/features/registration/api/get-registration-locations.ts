import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface RegistrationLocation {
  readonly id: string;
  readonly name: string;
  readonly children: readonly RegistrationLocation[];
}

/** GET /api/sites/{site_id}/locations?page_size=0 (public for the host's site: no account yet). */
export async function getRegistrationLocations(siteId: string, signal?: AbortSignal): Promise<RegistrationLocation[]> {
  const { data } = await apiClient.get<RegistrationLocation[]>(`/sites/${encodeURIComponent(siteId)}/locations`, { params: { page_size: 0 }, signal, onUnauthorized: 'ignore' });
  return data;
}

export const registrationLocationsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['registration', 'locations', { siteId }],
    queryFn: ({ signal }) => getRegistrationLocations(siteId, signal),
    staleTime: 5 * 60_000,
  });

export const useRegistrationLocations = (siteId: string, enabled: boolean) => useQuery({ ...registrationLocationsQueryOptions(siteId), enabled }).data ?? [];
