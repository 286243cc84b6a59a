import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteEvaluation } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam, refreshAfterWrite } from '../../../lib/read-your-writes';
import type { bodyOf } from '../utils/draft';

export type { SiteEvaluation };
const base = (siteId: string) => `/sites/${encodeURIComponent(siteId)}/site_evaluations`;

/** GET /api/sites/{site_id}/site_evaluations?page_size=0: the site's own and the defaults it inherits. */
export async function listSiteEvaluations(siteId: string, signal?: AbortSignal): Promise<SiteEvaluation[]> {
  const { data } = await apiClient.get<SiteEvaluation[]>(base(siteId), {
    params: { page_size: 0, ...minPositionParam('evaluations') },
    signal,
  });
  return data;
}

export const siteEvaluationsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['evaluations', 'site', { siteId }],
    queryFn: ({ signal }) => listSiteEvaluations(siteId, signal),
    retry: false,
  });

/** GET /api/sites/{site_id}/site_evaluations/{id}. */
export async function getSiteEvaluation(siteId: string, id: string, signal?: AbortSignal): Promise<SiteEvaluation> {
  const { data } = await apiClient.get<SiteEvaluation>(`${base(siteId)}/${encodeURIComponent(id)}`, {
    params: minPositionParam('evaluations'),
    signal,
  });
  return data;
}

export const siteEvaluationQueryOptions = (siteId: string, id: string) =>
  queryOptions({
    queryKey: ['evaluations', 'edit', { siteId, id }],
    queryFn: ({ signal }) => getSiteEvaluation(siteId, id, signal),
    retry: false,
  });

type Body = ReturnType<typeof bodyOf>;

/** POST (id null) or PUT: a default saved on another site answers that site's copy, with its own id. */
export async function saveSiteEvaluation(siteId: string, id: string | null, body: Body) {
  const response = id
    ? await apiClient.put<SiteEvaluation>(`${base(siteId)}/${encodeURIComponent(id)}`, { body })
    : await apiClient.post<SiteEvaluation>(base(siteId), { body });
  return { evaluation: response.data, position: response.meta.position ?? null };
}

export function useSaveSiteEvaluation(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Body }) => saveSiteEvaluation(siteId, id, body),
    onSuccess: ({ position }): Promise<void> => refreshAfterWrite(queryClient, ['evaluations'], position),
  });
}

/** DELETE: a site's copy is reset to the default; a default goes only on the default site. */
export function useDeleteSiteEvaluation(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<number | null> =>
      (await apiClient.delete(`${base(siteId)}/${encodeURIComponent(id)}`)).meta.position ?? null,
    onSuccess: (position): Promise<void> => refreshAfterWrite(queryClient, ['evaluations'], position),
  });
}
