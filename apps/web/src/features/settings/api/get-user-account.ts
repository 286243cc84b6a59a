import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import { getSiteById } from '../../../lib/site-by-id';
import type { FormSite } from '../components/personal-form';
import type { Account } from './get-account';

export interface UserAccount {
  readonly account: Account;
  /** The user's own site: its rules (password, address, SMS, locations) apply to the form. */
  readonly site: FormSite;
}

/** GET /api/users/{id} (masters read the whole account) and GET /api/sites/{its site}. */
export async function getUserAccount(userId: string, signal?: AbortSignal): Promise<UserAccount> {
  const { data: account } = await apiClient.get<Account>(`/users/${encodeURIComponent(userId)}`, { signal, params: minPositionParam('users') });
  return { account, site: await getSiteById(account.site_id, signal) };
}

export const userAccountQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', 'account', userId], queryFn: ({ signal }) => getUserAccount(userId, signal), staleTime: 0 });

export const useUserAccount = (userId: string) => useSuspenseQuery(userAccountQueryOptions(userId)).data;
