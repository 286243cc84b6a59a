import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import type { ListedSite } from '@wellway/contracts';

export type SiteListItem = ListedSite;

/** GET /api/sites?page_size=0 (masters). */
export async function getSites(signal?: AbortSignal): Promise<SiteListItem[]> {
  const { data } = await apiClient.get<SiteListItem[]>('/sites', { signal, params: { page_size: 0, ...minPositionParam('sites') } });
  return data;
}

export const sitesQueryOptions = () => queryOptions({ queryKey: ['sites', 'list'], queryFn: ({ signal }) => getSites(signal) });

export const useSites = () => useSuspenseQuery(sitesQueryOptions()).data;
