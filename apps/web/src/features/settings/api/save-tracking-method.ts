import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAccount } from './get-account';

/** PUT /api/users/{id}/tracking_method — how the participant logs activity (docs/api.md). */
export async function saveTrackingMethod(userId: string, activeDevice: string) {
  return apiClient.put<{ active_device: string }>(`/users/${encodeURIComponent(userId)}/tracking_method`, {
    body: { active_device: activeDevice },
  });
}

export function useSaveTrackingMethod(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activeDevice: string) => saveTrackingMethod(userId, activeDevice),
    onSuccess: ({ meta }) => refreshAccount(queryClient, meta),
  });
}
