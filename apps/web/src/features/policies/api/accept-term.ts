import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { currentUserQueryKey, getCurrentUser } from '../../../lib/current-user';
import { refreshContent } from './refresh-content';

/** POST /api/sites/{site_id}/required_terms/accept_term, then the user as it now stands. */
export async function acceptTerm(siteId: string, contentId: string): Promise<ApiResponse<unknown>> {
  return apiClient.post<unknown>(`/sites/${siteId}/required_terms/accept_term`, { body: { custom_content_id: contentId } });
}

export function useAcceptTerm(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) => acceptTerm(siteId, contentId),
    // required_term_ids must be current before the guard looks at it again.
    onSuccess: async ({ meta }) => {
      queryClient.setQueryData(currentUserQueryKey, await getCurrentUser(undefined, meta.position ?? undefined));
      await refreshContent(queryClient, meta.position);
    },
  });
}
