import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { SiteAvailability } from '../../../lib/current-site';
import { minPositionParam } from '../../../lib/read-your-writes';

export interface SiteListItem {
  readonly id: string;
  readonly name: string;
  readonly urls: readonly string[];
  readonly years: readonly number[];
  readonly time_zone: string;
  readonly launch_on: string | null;
  readonly disable_after: string | null;
  readonly participants: number;
  readonly state: SiteAvailability['state'];
}

/** GET /api/sites?page_size=0 (masters). */
export async function getSites(signal?: AbortSignal): Promise<SiteListItem[]> {
  const { data } = await apiClient.get<SiteListItem[]>('/sites', { signal, params: { page_size: 0, ...minPositionParam('sites') } });
  return data;
}

export const sitesQueryOptions = () => queryOptions({ queryKey: ['sites', 'list'], queryFn: ({ signal }) => getSites(signal) });

export const useSites = () => useSuspenseQuery(sitesQueryOptions()).data;
