import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Goal } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

/** GET /api/goals/{id}: one of my goals (editing a personal goal). */
export async function getGoal(id: string, signal?: AbortSignal): Promise<Goal> {
  const { data } = await apiClient.get<Goal>(`/goals/${encodeURIComponent(id)}`, { params: minPositionParam('goals'), signal });
  return data;
}

export const goalQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['goals', 'one', { id }], queryFn: ({ signal }) => getGoal(id, signal) });

export const useGoal = (id: string | null) => useQuery({ ...goalQueryOptions(id ?? ''), enabled: id !== null });
