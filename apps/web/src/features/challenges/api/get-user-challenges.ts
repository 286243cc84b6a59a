import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserChallenge } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export type { UserChallenge } from '@wellway/contracts';
export type UserChallengeFilter = 'active' | 'completed';

/** Spec 2 §9: 20 at a time, 20 more per "show more". */
export const CHALLENGES_PAGE_SIZE = 20;

export interface UserChallengePage {
  readonly challenges: UserChallenge[];
  readonly total: number;
}

/** GET /api/user_challenges?filter&page_size. */
export async function getUserChallenges(filter: UserChallengeFilter, pageSize: number, signal?: AbortSignal): Promise<UserChallengePage> {
  const { data, meta } = await apiClient.get<UserChallenge[]>('/user_challenges', {
    params: { filter, page_size: pageSize, ...minPositionParam('challenges') },
    signal,
  });
  return { challenges: data, total: meta.total_records ?? data.length };
}

export const userChallengesQueryOptions = (filter: UserChallengeFilter, pageSize: number) =>
  queryOptions({
    queryKey: ['challenges', 'list', { filter, pageSize }],
    queryFn: ({ signal }) => getUserChallenges(filter, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export const useUserChallenges = (filter: UserChallengeFilter, pageSize: number) => useQuery(userChallengesQueryOptions(filter, pageSize));
