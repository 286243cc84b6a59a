import { queryOptions } from '@tanstack/react-query';
import type { CoordinatorStats } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { useLoggedOnlyQuery } from '../../../lib/logged-only';

export type { CoordinatorStats } from '@wellway/contracts';
export type StatsPeriod = CoordinatorStats['period'];

/** GET /api/sites/{siteId}/coordinator_stats?year&period (spec 3 §7: a coordinator stats call per site with year). */
export async function getCoordinatorStats(siteId: string, year: number | undefined, period: StatsPeriod, signal?: AbortSignal) {
  const { data } = await apiClient.get<CoordinatorStats>(`/sites/${encodeURIComponent(siteId)}/coordinator_stats`, {
    params: { ...(year !== undefined && { year }), period },
    signal,
  });
  return data;
}

export const coordinatorStatsQueryOptions = (siteId: string, year: number | undefined, period: StatsPeriod) =>
  queryOptions({
    queryKey: ['stats', 'coordinator', { siteId, year, period }],
    queryFn: ({ signal }) => getCoordinatorStats(siteId, year, period, signal),
  });

/** Undefined while loading or once failed (spec 3 §8: stats failures are logged only). */
export const useCoordinatorStats = (siteId: string, year: number | undefined, period: StatsPeriod) =>
  useLoggedOnlyQuery('Stats', coordinatorStatsQueryOptions(siteId, year, period));
