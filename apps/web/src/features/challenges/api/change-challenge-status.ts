import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserChallenge } from '@wellway/contracts';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

export type ChallengeStatusChange = 'accepted' | 'declined' | 'canceled' | 'completed';

/** PUT /api/user_challenges/{id}/status. */
export function changeChallengeStatus({ id, status }: { id: string; status: ChallengeStatusChange }): Promise<ApiResponse<UserChallenge>> {
  return apiClient.put<UserChallenge>(`/user_challenges/${encodeURIComponent(id)}/status`, { body: { status } });
}

export function useChangeChallengeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeChallengeStatus,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['challenges'], meta.position),
  });
}
