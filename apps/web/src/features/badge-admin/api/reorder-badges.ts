import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Badge } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import { siteBadgesQueryOptions } from './get-site-badges';

/** POST /api/badges/reorder with sequence and site_id. */
export function reorderBadges(siteId: string, sequence: readonly string[]) {
  return apiClient.post<{ site_id: string; sequence: string[] }>('/badges/reorder', { body: { site_id: siteId, sequence } });
}

/** The list shows the new order at once; a refusal puts the old one back. */
export function useReorderBadges(siteId: string) {
  const queryClient = useQueryClient();
  const key = siteBadgesQueryOptions(siteId).queryKey;
  return useMutation({
    mutationFn: (sequence: readonly string[]) => reorderBadges(siteId, sequence),
    onMutate: (sequence) => {
      const before = queryClient.getQueryData<Badge[]>(key);
      if (before) {
        const byId = new Map(before.map((badge) => [badge.id, badge]));
        queryClient.setQueryData<Badge[]>(
          key,
          sequence.flatMap((id, index) => {
            const badge = byId.get(id);
            return badge ? [{ ...badge, sequence: index + 1 }] : [];
          }),
        );
      }
      return { before };
    },
    onError: (_error, _sequence, context) => context?.before && queryClient.setQueryData(key, context.before),
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['badges'], meta.position),
  });
}
