import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserChallenge } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

/** GET /api/user_challenges/{id}: one challenge opened by its link (404: it no longer exists). */
export async function getUserChallenge(id: string, signal?: AbortSignal): Promise<UserChallenge> {
  const { data } = await apiClient.get<UserChallenge>(`/user_challenges/${encodeURIComponent(id)}`, {
    params: minPositionParam('challenges'),
    signal,
  });
  return data;
}

export const userChallengeQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['challenges', 'one', id], queryFn: ({ signal }) => getUserChallenge(id, signal), retry: false });

export const useUserChallenge = (id: string | null) => useQuery({ ...userChallengeQueryOptions(id ?? ''), enabled: id !== null });
