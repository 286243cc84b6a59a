import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Friendship } from '@wellway/contracts';
import { apiClient } from './api-client';
import { minPositionParam } from './read-your-writes';

export interface Friend {
  readonly userId: string;
  readonly name: string;
}

/**
 * GET /api/friendships?status=A&page_size=0 (spec 2 §7): the reader's friends, whom a post may tag
 * and a group conversation may add. `friendee` is always the other person (the contract's Friendship).
 */
export async function getAcceptedFriends(signal?: AbortSignal): Promise<Friend[]> {
  const { data } = await apiClient.get<Friendship[]>('/friendships', {
    params: { status: 'A', page_size: 0, ...minPositionParam('friends') },
    signal,
  });
  return data.flatMap((friendship) =>
    friendship.friendee_id && friendship.friendee ? [{ userId: friendship.friendee_id, name: friendship.friendee.full_name }] : [],
  );
}

/** Under 'friends': refreshed when friendships change. */
export const acceptedFriendsQueryOptions = () =>
  queryOptions({ queryKey: ['friends', 'accepted'], queryFn: ({ signal }) => getAcceptedFriends(signal) });

/** Only for readers who have friends (peers on: `friends.view`) or who need the list now; others get none. */
export const useAcceptedFriends = (enabled: boolean) => useQuery({ ...acceptedFriendsQueryOptions(), enabled });
