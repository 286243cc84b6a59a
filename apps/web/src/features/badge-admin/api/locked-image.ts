import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam, refreshAfterWrite } from '../../../lib/read-your-writes';

/** GET /api/sites/{id}: the administered site's badge_locked_image. */
export async function getLockedImage(siteId: string, signal?: AbortSignal): Promise<string | null> {
  const { data } = await apiClient.get<{ badge_locked_image?: string | null }>(`/sites/${encodeURIComponent(siteId)}`, {
    params: minPositionParam('sites'),
    signal,
  });
  return data.badge_locked_image ?? null;
}

export const lockedImageQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['sites', siteId, 'badge_locked_image'], queryFn: ({ signal }) => getLockedImage(siteId, signal) });

export const useLockedImage = (siteId: string) => useSuspenseQuery(lockedImageQueryOptions(siteId)).data;

/** PUT /api/badges/locked_image: saved on the site. */
export function useSetLockedImage(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: string | null) =>
      apiClient.put<{ site_id: string; badge_locked_image: string | null }>('/badges/locked_image', {
        body: { site_id: siteId, badge_locked_image: image },
      }),
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['sites'], meta.position),
  });
}
