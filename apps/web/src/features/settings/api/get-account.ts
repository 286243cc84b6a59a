import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient, type ApiMeta } from '../../../lib/api-client';
import { currentUserQueryKey, type User, type UserProfile } from '../../../lib/current-user';

export interface Subscription {
  readonly email_friend_requests: boolean;
  readonly email_wall_posts: boolean;
  readonly email_team: boolean;
  readonly email_challenges: boolean;
  readonly email_site: boolean;
  readonly email_daily: number;
  readonly email_unsubscribe_all: boolean;
}

/** GET /api/users/me with the fields the settings screens edit (spec 2 §3 User). */
export interface Account extends User {
  readonly allows_sms: boolean;
  readonly active_device: string | null;
  readonly profile: UserProfile & {
    readonly phone: string | null;
    readonly time_zone: string;
    readonly line1: string;
    readonly line2: string;
    readonly city: string;
    readonly state_province: string;
    readonly postal_code: string;
  };
  readonly subscription: Subscription;
}

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
