import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import { apiClient } from './api-client';

export interface UserProfile {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly full_name: string;
  /** The profile photo (PUT /profiles/{id}); url null: none. */
  readonly image: { readonly url: string | null; readonly thumbnail_url?: string | null; readonly blur_url?: string | null } | null;
  readonly started_on: string | null;
}

export interface User {
  readonly id: string;
  readonly email: string;
  readonly role: string;
  readonly site_id: string;
  readonly location_id: string | null;
  readonly profile: UserProfile;
  /** Permission names from libs/domain's matrix, e.g. 'entries.log'. */
  readonly permissions: readonly string[];
  /** Required privacy/terms pages not accepted yet (the guard sends the person to them). */
  readonly required_term_ids?: readonly string[];
  /** The master acting as this user (impersonation), else null. */
  readonly impersonator_id?: string | null;
}

export const currentUserQueryKey = ['session', 'user'] as const;

/**
 * GET /api/session: the signed-in user (as /users/me shows it), or null. It answers 200 to a
 * visitor too, so an anonymous page load logs no failed request in the browser's console.
 */
export async function getCurrentUser(signal?: AbortSignal, minPosition?: number): Promise<User | null> {
  const params = minPosition === undefined ? {} : { min_position: minPosition };
  const { data } = await apiClient.get<User | null>('/session', { params, signal });
  return data;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });

export function useCurrentUser(): User | null {
  return useQuery(currentUserQueryOptions()).data ?? null;
}

/** For screens under the signed-in layout, which renders nothing without a user. */
export function useSignedInUser(): User {
  const user = useCurrentUser();
  if (!user) throw new Error('This screen needs a signed-in user.');
  return user;
}

export const hasPermission = (user: User | null, permission: Permission): boolean => user?.permissions.includes(permission) ?? false;
