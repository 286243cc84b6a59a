import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

export type NotificationIds = 'all' | readonly string[];

/** POST /api/notifications/mark_as_read: "clear" one, several or all. */
export function markNotificationsRead(ids: NotificationIds): Promise<ApiResponse<unknown>> {
  return apiClient.post<unknown>('/notifications/mark_as_read', { body: { ids } });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['notifications'], meta.position),
  });
}
