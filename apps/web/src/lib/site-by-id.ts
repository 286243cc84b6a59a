import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';
import type { Site } from './current-site';
import { minPositionParam } from './read-your-writes';

/**
 * GET /api/sites/{id}: a site other than the host's, as administrators read it (its flags and rules).
 * One query for every screen that reads it; the site editor reads the same answer with more fields (T).
 */
export async function getSiteById<T extends Site = Site>(siteId: string, signal?: AbortSignal): Promise<T> {
  const { data } = await apiClient.get<T>(`/sites/${encodeURIComponent(siteId)}`, { signal, params: minPositionParam('sites') });
  return data;
}

/** Read afresh on each screen that opens it: the editor must start from the revision it will save at. */
export const siteByIdQueryOptions = <T extends Site = Site>(siteId: string) =>
  queryOptions({ queryKey: ['sites', 'by-id', siteId], queryFn: ({ signal }) => getSiteById<T>(siteId, signal) });
