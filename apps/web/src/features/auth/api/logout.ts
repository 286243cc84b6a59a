import type { QueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client';
import { forgetPositions } from '../../../lib/read-your-writes';
import { forgetReturnTo } from '../../../lib/return-to';

/** POST /api/users/logout: ends the session and clears the cookie. */
export async function logout(): Promise<void> {
  await apiClient.post<unknown>('/users/logout', { onUnauthorized: 'ignore' });
}

/** Spec 1 §4: remove the current user and everything read for them, whatever the API answered. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await logout();
  } catch (error) {
    if (!isApiError(error)) throw error;
  } finally {
    queryClient.clear();
    forgetPositions();
    forgetReturnTo();
  }
}
