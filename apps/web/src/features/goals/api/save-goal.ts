import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@wellway/contracts';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

export interface GoalFields {
  readonly title: string;
  readonly description: string;
}

export type SaveGoalInput =
  | { readonly kind: 'choose'; readonly parentId: string }
  | ({ readonly kind: 'create' } & GoalFields)
  | ({ readonly kind: 'update'; readonly id: string } & GoalFields);

/** POST /api/goals (choose with parent_id, or create one's own) and PUT /api/goals/{id} (edit one's own). */
export function saveGoal(input: SaveGoalInput): Promise<ApiResponse<Goal>> {
  switch (input.kind) {
    case 'choose':
      return apiClient.post<Goal>('/goals', { body: { parent_id: input.parentId } });
    case 'create':
      return apiClient.post<Goal>('/goals', { body: { title: input.title, description: input.description } });
    case 'update':
      return apiClient.put<Goal>(`/goals/${encodeURIComponent(input.id)}`, {
        body: { title: input.title, description: input.description },
      });
  }
}

export function useSaveGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveGoal, onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['goals'], meta.position) });
}
