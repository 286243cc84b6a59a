import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export const BADGE_EARNED_KEY = 'badge_earned';

export interface EarnedBadgeNotification {
  readonly id: string;
  readonly key: string;
  readonly message: string;
  /** e.g. '/badges/2026?badge_id=…' */
  readonly link: string | null;
  readonly created_at: string;
}

/**
 * Earned badges the participant has not yet acknowledged: the unread `badge_earned`
 * notifications (GET /api/notifications?filter=unread&page_size=0), oldest first, so the
 * popups come one at a time in the order the badges were earned.
 */
export async function getEarnedBadgeNotifications(signal?: AbortSignal): Promise<EarnedBadgeNotification[]> {
  const { data } = await apiClient.get<EarnedBadgeNotification[]>('/notifications', {
    params: { filter: 'unread', page_size: 0, ...minPositionParam('notifications') },
    signal,
  });
  // The list comes newest first; awards made in the same instant keep that order, reversed.
  return data
    .map((notification, index) => ({ notification, index }))
    .filter(({ notification }) => notification.key === BADGE_EARNED_KEY)
    .sort((a, b) => a.notification.created_at.localeCompare(b.notification.created_at) || b.index - a.index)
    .map(({ notification }) => notification);
}

export const earnedBadgeNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'unread', BADGE_EARNED_KEY],
    queryFn: ({ signal }) => getEarnedBadgeNotifications(signal),
  });

export function useEarnedBadgeNotifications(): EarnedBadgeNotification[] {
  return useQuery(earnedBadgeNotificationsQueryOptions()).data ?? [];
}
