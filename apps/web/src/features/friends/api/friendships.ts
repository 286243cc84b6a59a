import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FoundPerson, FriendCountsView, Friendship } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

/** Spec 2 §9: friends page size 40. */
export const FRIENDS_PAGE_SIZE = 40;

export type FriendSort = 'first_name' | 'last_name' | 'total_steps' | 'challenges_completed';
export type PendingKind = 'received_requests' | 'sent_requests';

export interface FriendsPage {
  readonly friendships: readonly Friendship[];
  readonly totalPages: number;
  readonly page: number;
  readonly total: number;
}

/** GET /api/friendships (status A, offset, page_size 40, include=stats, sort). */
export const friendsQueryOptions = (page: number, sort: FriendSort) =>
  queryOptions({
    queryKey: ['friends', 'list', page, sort],
    queryFn: async ({ signal }): Promise<FriendsPage> => {
      const { data, meta } = await apiClient.get<Friendship[]>('/friendships', {
        params: {
          status: 'A',
          offset: (page - 1) * FRIENDS_PAGE_SIZE,
          page_size: FRIENDS_PAGE_SIZE,
          include: 'stats',
          sort,
          ...minPositionParam('friends'),
        },
        signal,
      });
      const extra = meta as { total_pages?: number; page?: number; total_records?: number };
      return { friendships: data, totalPages: extra.total_pages ?? 1, page: extra.page ?? page, total: extra.total_records ?? data.length };
    },
    placeholderData: keepPreviousData,
  });

export const useFriends = (page: number, sort: FriendSort) => useQuery(friendsQueryOptions(page, sort));

/** GET /api/friendships with status received_requests or sent_requests and page_size=0. */
export const pendingQueryOptions = (kind: PendingKind) =>
  queryOptions({
    queryKey: ['friends', kind],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Friendship[]>('/friendships', {
          params: { status: kind, page_size: 0, ...minPositionParam('friends') },
          signal,
        })
      ).data,
  });

export const usePending = (kind: PendingKind) => useQuery(pendingQueryOptions(kind));

/** GET /api/friendships/count: the menu's and the tabs' counts. */
export const friendCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['friends', 'count'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<FriendCountsView>('/friendships/count', { params: minPositionParam('friends'), signal })).data,
  });

export const useFriendCounts = () => useQuery(friendCountsQueryOptions()).data;

/** GET /api/friendships/search?query (the caller debounces it, spec 2 §5: 300 ms). */
export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['friends', 'search', query],
    queryFn: async ({ signal }) =>
      (await apiClient.get<FoundPerson[]>('/friendships/search', { params: { query, ...minPositionParam('friends') }, signal })).data,
    enabled: query.trim() !== '',
    placeholderData: keepPreviousData,
  });

export const useSearch = (query: string) => useQuery(searchQueryOptions(query));
