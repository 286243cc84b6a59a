import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import type { Badge } from '@wellway/contracts';

export type { Badge } from '@wellway/contracts';

/** GET /api/badges?site_id&year&page_size=0: the site's badges with the user's awards. */
export async function getBadges(siteId: string, year: number, signal?: AbortSignal): Promise<Badge[]> {
  const { data } = await apiClient.get<Badge[]>('/badges', {
    params: { site_id: siteId, year, page_size: 0, ...minPositionParam('badges') },
    signal,
  });
  return data;
}

export const badgesQueryOptions = (siteId: string, year: number) =>
  queryOptions({
    queryKey: ['badges', siteId, { year }],
    queryFn: ({ signal }) => getBadges(siteId, year, signal),
  });

export function useBadges(siteId: string, year: number): Badge[] {
  return useSuspenseQuery(badgesQueryOptions(siteId, year)).data;
}
