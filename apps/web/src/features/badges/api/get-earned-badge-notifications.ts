import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import { inEarnedOrder } from '../utils/earned-order';

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
  return inEarnedOrder(data, BADGE_EARNED_KEY);
}

export const earnedBadgeNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'unread', BADGE_EARNED_KEY],
    queryFn: ({ signal }) => getEarnedBadgeNotifications(signal),
  });

export function useEarnedBadgeNotifications(): EarnedBadgeNotification[] {
  return useQuery(earnedBadgeNotificationsQueryOptions()).data ?? [];
}
