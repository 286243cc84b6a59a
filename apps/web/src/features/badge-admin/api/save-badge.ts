import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Badge } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

export interface BadgeInput {
  readonly name: string;
  readonly category: Badge['category'];
  readonly goal: number;
  readonly goal2: number | null;
  readonly program_id: string | null;
  readonly icon: string;
}

/** POST /api/badges, or PUT /api/badges/{id}: a default saved on another site answers that site's copy. */
export async function saveBadge(siteId: string, id: string | null, input: BadgeInput) {
  const body = { ...input, site_id: siteId };
  return id ? apiClient.put<Badge>(`/badges/${encodeURIComponent(id)}`, { body }) : apiClient.post<Badge>('/badges', { body });
}

export function useSaveBadge(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BadgeInput }) => saveBadge(siteId, id, input),
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['badges'], meta.position),
  });
}
