import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import { siteByIdQueryOptions } from '../../../lib/site-by-id';
import type { FormSite } from '../components/personal-form';
import type { Account } from './get-account';

export interface UserAccount {
  readonly account: Account;
  /** The user's own site: its rules (password, address, SMS, locations) apply to the form. */
  readonly site: FormSite;
}

/** GET /api/users/{id} (masters read the whole account), and its site through the shared site query. */
export async function getUserAccount(queryClient: QueryClient, userId: string, signal?: AbortSignal): Promise<UserAccount> {
  const { data: account } = await apiClient.get<Account>(`/users/${encodeURIComponent(userId)}`, {
    signal,
    params: minPositionParam('users'),
  });
  return { account, site: await queryClient.fetchQuery(siteByIdQueryOptions(account.site_id)) };
}

export const userAccountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'account', userId],
    queryFn: ({ client, signal }) => getUserAccount(client, userId, signal),
    staleTime: 0,
  });

export const useUserAccount = (userId: string) => useSuspenseQuery(userAccountQueryOptions(userId)).data;
