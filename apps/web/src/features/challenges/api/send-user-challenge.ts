import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserChallenge } from '@wellway/contracts';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

/** POST /api/user_challenges: challenge a friend. */
export function sendUserChallenge(input: { receiverId: string; challengeId: string }): Promise<ApiResponse<UserChallenge>> {
  return apiClient.post<UserChallenge>('/user_challenges', { body: { receiver_id: input.receiverId, challenge_id: input.challengeId } });
}

export function useSendUserChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUserChallenge,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['challenges'], meta.position),
  });
}
