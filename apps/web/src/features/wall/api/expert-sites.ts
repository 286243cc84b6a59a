import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface WallSite {
  readonly id: string;
  readonly name: string;
}

/** Spec 2 §5 wall expert site list: sites with a name, the wall on, not past disable_after (GET /api/wallexpert/sites). */
export const expertSitesQueryOptions = () =>
  queryOptions({
    queryKey: ['wall', 'expert-sites'],
    queryFn: async ({ signal }) => (await apiClient.get<WallSite[]>('/wallexpert/sites', { signal })).data,
    staleTime: 60_000,
  });

export const useExpertSites = (enabled: boolean) => useQuery({ ...expertSitesQueryOptions(), enabled });
