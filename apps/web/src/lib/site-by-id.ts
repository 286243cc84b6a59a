import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';
import type { Site } from './current-site';
import { minPositionParam } from './read-your-writes';

/** GET /api/sites/{id}: a site other than the host's, as administrators read it (its flags and rules). */
export async function getSiteById(siteId: string, signal?: AbortSignal): Promise<Site> {
  const { data } = await apiClient.get<Site>(`/sites/${encodeURIComponent(siteId)}`, { signal, params: minPositionParam('sites') });
  return data;
}

export const siteByIdQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['sites', 'by-id', siteId], queryFn: ({ signal }) => getSiteById(siteId, signal), staleTime: 60_000 });
