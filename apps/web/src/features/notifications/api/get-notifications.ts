import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import type { Notification } from '@wellway/contracts';

export type { Notification } from '@wellway/contracts';

export type NotificationFilter = 'unread' | 'all';

export interface NotificationPage {
  readonly notifications: readonly Notification[];
  readonly total: number;
}

/** Spec 2 §9-style paging: 20 at first, 20 more per "Show more". */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications?filter&page_size. */
export async function getNotifications(filter: NotificationFilter, pageSize: number, signal?: AbortSignal): Promise<NotificationPage> {
  const { data, meta } = await apiClient.get<Notification[]>('/notifications', {
    params: { filter, page_size: pageSize, ...minPositionParam('notifications') },
    signal,
  });
  return { notifications: data, total: meta.total_records ?? data.length };
}

export const notificationsQueryOptions = (filter: NotificationFilter, pageSize: number) =>
  queryOptions({
    queryKey: ['notifications', 'list', { filter, pageSize }],
    queryFn: ({ signal }) => getNotifications(filter, pageSize, signal),
  });

export function useNotifications(filter: NotificationFilter, pageSize: number) {
  return useQuery({ ...notificationsQueryOptions(filter, pageSize), placeholderData: keepPreviousData });
}
