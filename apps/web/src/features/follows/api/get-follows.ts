import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Follow } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

/** GET /api/users/{user_id}/follows (spec 2 §7): whom the person follows, by name. */
export async function getFollows(userId: string, signal?: AbortSignal): Promise<Follow[]> {
  const { data } = await apiClient.get<Follow[]>(`/users/${encodeURIComponent(userId)}/follows`, {
    params: minPositionParam('follows'),
    signal,
  });
  return data;
}

export const followsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['follows', userId], queryFn: ({ signal }) => getFollows(userId, signal) });

export const useFollows = (userId: string) => useSuspenseQuery(followsQueryOptions(userId)).data;
