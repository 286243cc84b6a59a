import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Goal } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

/** GET /api/sites/{site_id}/goals?page_size=0: the site's goal catalogue (its own and the defaults). */
export async function getCatalogue(siteId: string, signal?: AbortSignal): Promise<Goal[]> {
  const { data } = await apiClient.get<Goal[]>(`/sites/${encodeURIComponent(siteId)}/goals`, {
    params: { page_size: 0, ...minPositionParam('goals') },
    signal,
  });
  return data;
}

export const catalogueQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['goals', 'catalogue', { siteId }], queryFn: ({ signal }) => getCatalogue(siteId, signal) });

export const useCatalogue = (siteId: string) => useQuery(catalogueQueryOptions(siteId));
