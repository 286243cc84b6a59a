import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentSiteQueryKey } from '../../../lib/current-site';
import { currentUserQueryKey, type User } from '../../../lib/current-user';
import { forgetPositions } from '../../../lib/read-your-writes';
import type { SignedInUser } from '@wellway/contracts';

/** The registration user of spec 2 §3, as POST /api/sites/{site_id}/users takes it. */
export interface Registration {
  readonly email: string;
  readonly email_confirmation: string;
  readonly password: string;
  readonly password_confirmation: string;
  readonly birth_date: string | null;
  readonly eligibility_identifier: string | null;
  readonly location_id: string | null;
  readonly allows_sms: boolean;
  readonly profile: { readonly first_name: string; readonly last_name: string; readonly phone: string | null };
}

type RegisteredUser = SignedInUser;

/** POST /api/sites/{site_id}/users: the answer's data is a list whose first item is the new, signed-in user. */
export async function register(siteId: string, registration: Registration): Promise<User> {
  const { data } = await apiClient.post<RegisteredUser[]>(`/sites/${encodeURIComponent(siteId)}/users`, {
    body: registration,
    onUnauthorized: 'ignore',
  });
  const { id, email, role, site_id, location_id, profile, permissions } = data[0]!;
  return { id, email, role, site_id, location_id, profile, permissions };
}

/** Spec 2 §4: after creation the person is signed in (as after login: anything cached before is dropped). */
export function useRegister(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registration: Registration) => register(siteId, registration),
    onSuccess: async (user) => {
      forgetPositions();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      queryClient.setQueryData(currentUserQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: currentSiteQueryKey });
    },
  });
}
