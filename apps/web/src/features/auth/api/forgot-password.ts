import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/sites/{site_id}/users/forgot (spec 1 §7): e-mails a reset link. */
export async function forgotPassword(siteId: string, email: string): Promise<void> {
  await apiClient.post<unknown>(`/sites/${encodeURIComponent(siteId)}/users/forgot`, { body: { email }, onUnauthorized: 'ignore' });
}

export function useForgotPassword(siteId: string | undefined) {
  return useMutation({
    mutationFn: (email: string) => {
      if (!siteId) throw new Error('The site is not known yet.');
      return forgotPassword(siteId, email);
    },
  });
}
