import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { PasswordResetCheck } from '@wellway/contracts';

export type ResetTokenCheck = PasswordResetCheck;

/** POST /api/users/verify_password_reset { thing } → { allow, email } (spec 1 §7), checked on load. */
export async function verifyPasswordReset(thing: string, signal?: AbortSignal): Promise<ResetTokenCheck> {
  const { data } = await apiClient.post<ResetTokenCheck>('/users/verify_password_reset', {
    body: { thing },
    signal,
    onUnauthorized: 'ignore',
  });
  return data;
}

export const verifyPasswordResetQueryOptions = (thing: string) =>
  queryOptions({
    queryKey: ['password-reset', thing],
    queryFn: ({ signal }) => verifyPasswordReset(thing, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useVerifyPasswordReset = (thing: string) => useQuery(verifyPasswordResetQueryOptions(thing));
