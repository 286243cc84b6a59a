import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';
import { refreshContent } from './refresh-content';
import type { PolicyCategory } from './get-policy-pages';

export interface PolicyPageInput {
  readonly id: string | null;
  readonly category: PolicyCategory;
  readonly title: string;
  readonly content_html: string;
  readonly hidden: boolean;
  readonly sequence: number;
}

/** POST /api/custom_content (new) or PUT /api/custom_content/{id}. */
export function savePolicyPage(page: PolicyPageInput): Promise<ApiResponse<{ id: string }>> {
  const body = {
    category: page.category,
    key: page.category,
    title: page.title,
    content_html: page.content_html,
    hidden: page.hidden,
    sequence: page.sequence,
  };
  return page.id
    ? apiClient.put<{ id: string }>(`/custom_content/${page.id}`, { body })
    : apiClient.post<{ id: string }>('/custom_content', { body });
}

/** DELETE /api/custom_content/{id}. */
export function deletePolicyPage(id: string): Promise<ApiResponse<{ id: string }>> {
  return apiClient.delete<{ id: string }>(`/custom_content/${id}`);
}

/** POST or DELETE /api/sites/{site_id}/required_terms. */
export function setRequired(siteId: string, contentId: string, required: boolean): Promise<ApiResponse<unknown>> {
  return required
    ? apiClient.post<unknown>(`/sites/${siteId}/required_terms`, { body: { custom_content_id: contentId } })
    : apiClient.delete<unknown>(`/sites/${siteId}/required_terms/${contentId}`);
}

export function useSavePolicyPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePolicyPage, onSuccess: ({ meta }) => refreshContent(queryClient, meta.position) });
}

export function useDeletePolicyPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePolicyPage, onSuccess: ({ meta }) => refreshContent(queryClient, meta.position) });
}

export function useSetRequired(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId, required }: { contentId: string; required: boolean }) => setRequired(siteId, contentId, required),
    onSuccess: async ({ meta }) => {
      await refreshContent(queryClient, meta.position);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
