import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Spec 3 §3 "User (as shown in the user list)". */
export interface ListedUser {
  readonly id: string;
  readonly role: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly sso_identifier: string | null;
  readonly site_id: string;
  readonly days_logged: number;
  readonly profile: { readonly full_name: string };
}

export const siteUsersQueryKey = (siteId: string) => ['users', 'site', siteId] as const;

/** GET /api/users?site_id&page_size=0 */
export async function getSiteUsers(siteId: string, signal?: AbortSignal): Promise<ListedUser[]> {
  const { data } = await apiClient.get<ListedUser[]>('/users', { params: { site_id: siteId, page_size: 0 }, signal });
  return data;
}

export const siteUsersQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: siteUsersQueryKey(siteId), queryFn: ({ signal }) => getSiteUsers(siteId, signal) });

export const useSiteUsers = (siteId: string) => useSuspenseQuery(siteUsersQueryOptions(siteId)).data;
