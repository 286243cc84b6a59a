import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

/** POST /api/notifications/mark_as_seen { ids: 'all' }: opening the screen sees everything. */
export function markAllNotificationsSeen(): Promise<ApiResponse<unknown>> {
  return apiClient.post<unknown>('/notifications/mark_as_seen', { body: { ids: 'all' } });
}

export function useMarkAllNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsSeen,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['notifications'], meta.position),
  });
}
