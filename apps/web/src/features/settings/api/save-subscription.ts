import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAccount, type Subscription } from './get-account';

/** PUT /api/users/{id}/subscription — e-mail preferences (docs/api.md). */
export async function saveSubscription(userId: string, subscription: Subscription) {
  return apiClient.put<Subscription>(`/users/${encodeURIComponent(userId)}/subscription`, { body: subscription });
}

export function useSaveSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: Subscription) => saveSubscription(userId, subscription),
    onSuccess: ({ meta }) => refreshAccount(queryClient, meta),
  });
}
