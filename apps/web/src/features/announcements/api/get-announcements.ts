import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export type { Announcement } from '@wellway/contracts';

/** Spec 3 §9: the previous notifications show 10 at first and 10 more per 'show more'. */
export const ANNOUNCEMENTS_PAGE_SIZE = 10;

export interface AnnouncementPage {
  readonly announcements: readonly Announcement[];
  readonly total: number;
}

/** GET /api/announcements?site_id&page_size. */
export async function getAnnouncements(siteId: string, pageSize: number, signal?: AbortSignal): Promise<AnnouncementPage> {
  const { data, meta } = await apiClient.get<Announcement[]>('/announcements', {
    params: { site_id: siteId, page_size: pageSize, ...minPositionParam('notifications') },
    signal,
  });
  return { announcements: data, total: meta.total_records ?? data.length };
}

/**
 * Keyed under 'notifications': announcements reach participants as notifications, and the API's
 * live updates announce both under that one kind (the notifications feature's).
 */
export const announcementsQueryOptions = (siteId: string, pageSize: number) =>
  queryOptions({
    queryKey: ['notifications', 'announcements', { siteId, pageSize }],
    queryFn: ({ signal }) => getAnnouncements(siteId, pageSize, signal),
  });

export function useAnnouncements(siteId: string, pageSize: number) {
  return useQuery({ ...announcementsQueryOptions(siteId, pageSize), placeholderData: keepPreviousData });
}
