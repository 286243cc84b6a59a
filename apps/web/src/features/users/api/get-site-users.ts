import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import type { ListedUser } from '@wellway/contracts';

export type { ListedUser } from '@wellway/contracts';

export type NamedLocation = NonNullable<ListedUser['location']>;

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
