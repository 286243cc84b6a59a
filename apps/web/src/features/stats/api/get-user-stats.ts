import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export interface WeekStats {
  readonly week_start: string;
  readonly week_number: number;
  readonly total_steps: number;
  readonly exercise_minutes: number;
  readonly days_logged: number;
}

export interface MonthStats {
  readonly month: number;
  readonly total_steps: number;
  readonly exercise_minutes: number;
  readonly days_logged: number;
}

export interface UserStats {
  readonly user_id: string;
  readonly year: number;
  readonly total_steps: number;
  readonly exercise_minutes: number;
  readonly days_logged: number;
  readonly weekends_logged: number;
  readonly weeks: readonly WeekStats[];
  readonly months: readonly MonthStats[];
}

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

export function useUserStats(userId: string, year: number): UserStats {
  return useSuspenseQuery(userStatsQueryOptions(userId, year)).data;
}
