import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The body of POST /api/account/erasure (libs/contracts `accountErasureBody`). */
export interface AccountErasureBody {
  /** Left out when nothing was typed: the API answers what a missing password means for this account. */
  readonly password?: string;
}

/**
 * POST /api/account/erasure: delete my own account, after typing my password again. A wrong or
 * missing password is a 422 on `password`; an account that signs in through SSO gets a 422
 * telling the person to sign in again through their organization. On success the session ends.
 */
export async function requestAccountErasure(body: AccountErasureBody): Promise<{ erasure_requested: true }> {
  const { data } = await apiClient.post<{ erasure_requested: true }>('/account/erasure', {
    body,
  });
  return data;
}

export const useRequestAccountErasure = () => useMutation({ mutationFn: requestAccountErasure });
