import { queryOptions } from '@tanstack/react-query';
import type { ListedSite } from '@wellway/contracts';
import { apiClient } from './api-client';
import { minPositionParam } from './read-your-writes';

/** GET /api/sites?page_size=0 (masters): the sites screen and the reports page's site switch share it. */
async function getSites(signal?: AbortSignal): Promise<ListedSite[]> {
  const { data } = await apiClient.get<ListedSite[]>('/sites', { signal, params: { page_size: 0, ...minPositionParam('sites') } });
  return data;
}

export const sitesQueryOptions = () => queryOptions({ queryKey: ['sites', 'list'], queryFn: ({ signal }) => getSites(signal) });
