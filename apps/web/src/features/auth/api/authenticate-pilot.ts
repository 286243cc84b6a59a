import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentSiteQueryKey } from '../../../lib/current-site';

/** POST /api/sites/{id}/authenticate: a right pilot password sets a cookie for 1 day (spec 2 §7). */
export const authenticatePilot = ({ siteId, password }: { siteId: string; password: string }) =>
  apiClient.post<{ authenticated: boolean }>(`/sites/${encodeURIComponent(siteId)}/authenticate`, {
    body: { password },
    onUnauthorized: 'ignore',
  });

export function useAuthenticatePilot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authenticatePilot,
    // The site's availability now counts the cookie.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentSiteQueryKey }),
  });
}
