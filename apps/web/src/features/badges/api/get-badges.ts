import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export interface Badge {
  readonly id: string;
  readonly site_id: string;
  readonly name: string;
  /** The feature the badge belongs to, e.g. 'days_logged'. */
  readonly category: string;
  readonly goal: number;
  readonly goal2: number | null;
  readonly icon: string;
  readonly sequence: number;
  /** Null while locked. */
  readonly earned_on: string | null;
}

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
