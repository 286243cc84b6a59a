import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient, type ApiMeta } from '../../../lib/api-client';
import { currentUserQueryKey, type User } from '../../../lib/current-user';
import type { Me, SubscriptionResponse } from '@wellway/contracts';

export type Subscription = SubscriptionResponse;

/** GET /api/users/me: the account the settings screens edit (spec 2 §3 User). */
export type Account = Me;

export const accountQueryKey = ['account'] as const;

/** Read-your-writes: after a save, the account is read at (or after) the save's position. */
let floor: number | undefined;

export async function getAccount(signal?: AbortSignal): Promise<Account> {
  const { data } = await apiClient.get<Account>('/users/me', { signal, params: { min_position: floor } });
  return data;
}

export const accountQueryOptions = () => queryOptions({ queryKey: accountQueryKey, queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = () => useSuspenseQuery(accountQueryOptions()).data;

/** After a settings command: read the account again at its position; the header's user follows. */
export async function refreshAccount(queryClient: QueryClient, meta: ApiMeta): Promise<Account> {
  if (typeof meta.position === 'number') floor = Math.max(floor ?? 0, meta.position);
  const account = await queryClient.fetchQuery({ ...accountQueryOptions(), staleTime: 0 });
  queryClient.setQueryData<User | null>(currentUserQueryKey, account);
  return account;
}
