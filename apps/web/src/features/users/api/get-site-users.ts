import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

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
  readonly location: NamedLocation | null;
  /** The outermost location above it (itself when it is top level). */
  readonly top_level_location: NamedLocation | null;
}

export interface NamedLocation {
  readonly id: string;
  readonly name: string;
}

export const siteUsersQueryKey = (siteId: string) => ['users', 'site', siteId] as const;

/** GET /api/users?site_id&page_size=0 */
export async function getSiteUsers(siteId: string, signal?: AbortSignal): Promise<ListedUser[]> {
  const { data } = await apiClient.get<ListedUser[]>('/users', {
    params: { site_id: siteId, page_size: 0, ...minPositionParam('users') },
    signal,
  });
  return data;
}

export const siteUsersQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: siteUsersQueryKey(siteId), queryFn: ({ signal }) => getSiteUsers(siteId, signal) });

export const useSiteUsers = (siteId: string) => useSuspenseQuery(siteUsersQueryOptions(siteId)).data;
