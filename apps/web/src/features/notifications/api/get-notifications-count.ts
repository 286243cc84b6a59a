import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import type { NotificationCounts } from '@wellway/contracts';

export type NotificationsCount = Pick<NotificationCounts, 'unread' | 'unseen'>;

/** GET /api/notifications/count. */
export async function getNotificationsCount(signal?: AbortSignal): Promise<NotificationsCount> {
  const { data } = await apiClient.get<NotificationsCount>('/notifications/count', {
    params: minPositionParam('notifications'),
    signal,
  });
  return data;
}

export const notificationsCountQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'count'],
    queryFn: ({ signal }) => getNotificationsCount(signal),
  });

export function useNotificationsCount(enabled = true): NotificationsCount | undefined {
  return useQuery({ ...notificationsCountQueryOptions(), enabled }).data;
}
