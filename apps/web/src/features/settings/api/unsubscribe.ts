import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/unsubscribe { email, site_id } (spec 2 §7): public, immediate. */
export async function unsubscribe(email: string, siteId: string): Promise<void> {
  await apiClient.post<unknown>('/unsubscribe', { body: { email, site_id: siteId }, onUnauthorized: 'ignore' });
}

export const useUnsubscribe = () =>
  useMutation({ mutationFn: ({ email, siteId }: { email: string; siteId: string }) => unsubscribe(email, siteId) });
