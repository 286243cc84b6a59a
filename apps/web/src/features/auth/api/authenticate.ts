import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentSiteQueryKey } from '../../../lib/current-site';
import { currentUserQueryKey, type User } from '../../../lib/current-user';
import { forgetPositions } from '../../../lib/read-your-writes';
import type { SignedInUser } from '@wellway/contracts';

export interface Credentials {
  readonly email: string;
  readonly password: string;
  readonly stay_logged_in: boolean;
}

type AuthenticatedUser = SignedInUser;

/**
 * POST /api/users/authenticate?site_id. A 401 here is an answer ('Invalid email or password.'),
 * not a lost session. Without a known site the API takes it from the host.
 */
export async function authenticate(credentials: Credentials, siteId: string | undefined): Promise<User> {
  const { data } = await apiClient.post<AuthenticatedUser>('/users/authenticate', {
    params: { site_id: siteId },
    body: credentials,
    onUnauthorized: 'ignore',
  });
  const { id, email, role, site_id, location_id, profile, permissions } = data;
  return { id, email, role, site_id, location_id, profile, permissions };
}

/** Spec 1 §4: success stores the user and refreshes the site; anything cached before is dropped. */
export function useAuthenticate(siteId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => authenticate(credentials, siteId),
    onSuccess: async (user) => {
      forgetPositions();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      queryClient.setQueryData(currentUserQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: currentSiteQueryKey });
    },
  });
}
