import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useLoggedOnlyQuery } from '../../../lib/logged-only';
import { minPositionParam } from '../../../lib/read-your-writes';
import type { UserStats } from '@wellway/contracts';

export type { UserStats } from '@wellway/contracts';

export type WeekStats = UserStats['weeks'][number];

export type MonthStats = UserStats['months'][number];

/** GET /api/users/{id}/stats?year (own id only). */
export async function getUserStats(userId: string, year: number, signal?: AbortSignal): Promise<UserStats> {
  const { data } = await apiClient.get<UserStats>(`/users/${encodeURIComponent(userId)}/stats`, {
    params: { year, ...minPositionParam('stats') },
    signal,
  });
  return data;
}

export const userStatsQueryOptions = (userId: string, year: number) =>
  queryOptions({
    queryKey: ['stats', userId, { year }],
    queryFn: ({ signal }) => getUserStats(userId, year, signal),
  });

/** Undefined while loading or once failed (spec 3 §8: stats failures are logged only). */
export function useUserStats(userId: string, year: number) {
  return useLoggedOnlyQuery('Stats', userStatsQueryOptions(userId, year));
}
