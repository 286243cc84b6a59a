import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Badge } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export type { Badge } from '@wellway/contracts';

/** GET /api/badges?site_id&page_size=0: the badges the administered site sees, in its order. */
export async function getSiteBadges(siteId: string, signal?: AbortSignal): Promise<Badge[]> {
  const { data } = await apiClient.get<Badge[]>('/badges', {
    params: { site_id: siteId, page_size: 0, ...minPositionParam('badges') },
    signal,
  });
  return data;
}

export const siteBadgesQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['badges', siteId, 'admin'], queryFn: ({ signal }) => getSiteBadges(siteId, signal) });

export function useSiteBadges(siteId: string): Badge[] {
  return useSuspenseQuery(siteBadgesQueryOptions(siteId)).data;
}
