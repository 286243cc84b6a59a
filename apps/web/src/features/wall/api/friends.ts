import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Friendship } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';

export interface Taggable {
  readonly id: string;
  readonly name: string;
}

/** Spec 2 §7 "Friends list fetch for tagging": GET /api/friendships (status A, page_size 0). */
export const taggableFriendsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['wall', 'taggable', userId],
    queryFn: async ({ signal }): Promise<Taggable[]> => {
      const { data } = await apiClient.get<Friendship[]>('/friendships', { params: { status: 'A', page_size: 0 }, signal });
      return data.flatMap((friendship) => {
        const other = friendship.sender_id === userId ? friendship.friendee : friendship.friender;
        return other ? [{ id: other.id, name: other.full_name }] : [];
      });
    },
    staleTime: 60_000,
  });

export const useTaggableFriends = (userId: string, enabled: boolean) => useQuery({ ...taggableFriendsQueryOptions(userId), enabled });
