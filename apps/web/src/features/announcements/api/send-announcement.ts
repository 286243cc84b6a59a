import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Announcement } from '@wellway/contracts';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

export interface SendAnnouncementInput {
  readonly siteId: string;
  readonly message: string;
  /** null: all participants. */
  readonly locationId: string | null;
}

/** POST /api/announcements { message, location_id, site_id }. */
export function sendAnnouncement({ siteId, message, locationId }: SendAnnouncementInput): Promise<ApiResponse<Announcement>> {
  return apiClient.post<Announcement>('/announcements', { body: { site_id: siteId, message, location_id: locationId } });
}

export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAnnouncement,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['notifications'], meta.position),
  });
}
