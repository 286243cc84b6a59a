import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Friendship } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export interface Friend {
  readonly userId: string;
  readonly name: string;
}

/** GET /api/friendships?status=A&page_size=0: the reader's friends, whom a group conversation may add. */
export async function getFriends(signal?: AbortSignal): Promise<Friend[]> {
  const { data } = await apiClient.get<Friendship[]>('/friendships', {
    params: { status: 'A', page_size: 0, ...minPositionParam('friends') },
    signal,
  });
  return data.flatMap((friendship) =>
    friendship.friendee_id && friendship.friendee ? [{ userId: friendship.friendee_id, name: friendship.friendee.full_name }] : [],
  );
}

/** Under 'friends': refreshed when friendships change. */
export const friendsQueryOptions = () =>
  queryOptions({ queryKey: ['friends', 'for-messaging'], queryFn: ({ signal }) => getFriends(signal) });

/** Only for readers who have friends (peers on: `friends.view`); others get none. */
export const useFriends = (enabled: boolean) => useQuery({ ...friendsQueryOptions(), enabled });
