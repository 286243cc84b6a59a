import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface ChallengeableFriend {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly full_name: string;
}

/** GET /api/user_challenges/friends: the friends one may challenge. */
export async function getChallengeableFriends(signal?: AbortSignal): Promise<ChallengeableFriend[]> {
  const { data } = await apiClient.get<ChallengeableFriend[]>('/user_challenges/friends', { signal });
  return data;
}

export const challengeableFriendsQueryOptions = () =>
  queryOptions({ queryKey: ['challenges', 'friends'], queryFn: ({ signal }) => getChallengeableFriends(signal) });

export const useChallengeableFriends = () => useSuspenseQuery(challengeableFriendsQueryOptions()).data;

/** Spec 2 §5: a case-insensitive match on the friend's first or last name. */
export const matchesFriend = (friend: ChallengeableFriend, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  return needle === '' || friend.first_name.toLowerCase().includes(needle) || friend.last_name.toLowerCase().includes(needle);
};
