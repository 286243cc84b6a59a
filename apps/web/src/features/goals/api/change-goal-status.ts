import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@wellway/contracts';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

export type GoalAction = 'complete' | 'cancel' | 'run_again';

/** PUT /api/goals/{id}/status (complete or cancel); POST /api/goals/{id}/run_again. */
export function changeGoalStatus({ id, action }: { id: string; action: GoalAction }): Promise<ApiResponse<Goal>> {
  const path = `/goals/${encodeURIComponent(id)}`;
  if (action === 'run_again') return apiClient.post<Goal>(`${path}/run_again`, {});
  return apiClient.put<Goal>(`${path}/status`, { body: { status: action } });
}

export function useChangeGoalStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeGoalStatus, onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['goals'], meta.position) });
}
