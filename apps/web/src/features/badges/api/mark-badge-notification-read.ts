import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

/** POST /api/notifications/mark_as_read for one earned-badge popup the participant closed. */
export function markBadgeNotificationRead(notificationId: string): Promise<ApiResponse<unknown>> {
  return apiClient.post<unknown>('/notifications/mark_as_read', { body: { ids: [notificationId] } });
}

export function useMarkBadgeNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBadgeNotificationRead,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['notifications'], meta.position),
  });
}
