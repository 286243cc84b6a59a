import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListedUser } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

export interface Participant {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** GET /api/users?site_id&page_size=0: the site's participants, the people a custom badge can go to. */
export async function getParticipants(siteId: string, signal?: AbortSignal): Promise<Participant[]> {
  const { data } = await apiClient.get<ListedUser[]>('/users', { params: { site_id: siteId, page_size: 0 }, signal });
  return data
    .filter((user) => user.role === 'user')
    .map((user) => ({ id: user.id, name: `${user.first_name} ${user.last_name}`.trim() || user.email, email: user.email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const participantsQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['users', 'site', siteId, 'participants'], queryFn: ({ signal }) => getParticipants(siteId, signal) });

export const useParticipants = (siteId: string) => useQuery(participantsQueryOptions(siteId));

export interface BadgeAwards {
  readonly badge_id: string;
  readonly year: number;
  /** Who has it now. */
  readonly awarded: readonly string[];
  /** Who had it this year already. */
  readonly already: readonly string[];
}

/** POST /api/badges/{id}/award { site_id, user_ids }: each chosen participant gets it once a year. */
export function useAwardBadge(siteId: string, badgeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: readonly string[]) =>
      apiClient.post<BadgeAwards>(`/badges/${encodeURIComponent(badgeId)}/award`, { body: { site_id: siteId, user_ids: userIds } }),
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['badges'], meta.position),
  });
}
