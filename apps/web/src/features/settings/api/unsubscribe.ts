import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/unsubscribe { email, site_id, token } (spec 2 §7): public, immediate, with the e-mail link's token. */
export async function unsubscribe(email: string, siteId: string, token: string): Promise<void> {
  await apiClient.post<unknown>('/unsubscribe', { body: { email, site_id: siteId, token }, onUnauthorized: 'ignore' });
}

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: ({ email, siteId, token }: { email: string; siteId: string; token: string }) => unsubscribe(email, siteId, token),
  });
