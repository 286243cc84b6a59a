import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Goal } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export type { Goal } from '@wellway/contracts';
export type GoalFilter = 'active' | 'completed';

/** GET /api/goals?page_size=0&filter=active|completed: the signed-in person's goals (spec 2 §7). */
export async function getGoals(filter: GoalFilter | undefined, signal?: AbortSignal): Promise<Goal[]> {
  const { data } = await apiClient.get<Goal[]>('/goals', { params: { page_size: 0, filter, ...minPositionParam('goals') }, signal });
  return data;
}

export const goalsQueryOptions = (filter?: GoalFilter) =>
  queryOptions({ queryKey: ['goals', 'mine', { filter: filter ?? 'all' }], queryFn: ({ signal }) => getGoals(filter, signal) });

export const useGoals = (filter?: GoalFilter) => useQuery(goalsQueryOptions(filter));
