import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client';

/** 'free', 'taken' (422) or null when the check could not say. */
export type EmailAvailability = 'free' | 'taken' | null;

/** POST /api/sites/{site_id}/users/validate { field: 'email', value }: 200 free, 422 taken. */
export async function validateEmail(siteId: string, email: string, signal?: AbortSignal): Promise<EmailAvailability> {
  try {
    await apiClient.post(`/sites/${encodeURIComponent(siteId)}/users/validate`, {
      body: { field: 'email', value: email },
      signal,
      onUnauthorized: 'ignore',
    });
    return 'free';
  } catch (error) {
    if (isApiError(error) && error.status === 422) return 'taken';
    return null;
  }
}

export const emailAvailabilityQueryOptions = (siteId: string, email: string) =>
  queryOptions({
    queryKey: ['registration', 'email', { siteId, email }],
    queryFn: ({ signal }) => validateEmail(siteId, email, signal),
    staleTime: 30_000,
    retry: false,
  });

/** The live check of spec 2 §5, for an address already settled (1 s after typing) and well formed. */
export function useEmailAvailability(siteId: string, email: string | null): EmailAvailability {
  return useQuery({ ...emailAvailabilityQueryOptions(siteId, email ?? ''), enabled: email !== null }).data ?? null;
}
