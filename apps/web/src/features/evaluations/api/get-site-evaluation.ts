import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteEvaluation } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export type { SiteEvaluation };
export type SiteEvaluationQuestion = SiteEvaluation['site_evaluation_questions'][number];

/** GET /api/sites/{site_id}/site_evaluations/{id} (spec 2 §7). */
export async function getSiteEvaluation(siteId: string, id: string, signal?: AbortSignal): Promise<SiteEvaluation> {
  const path = `/sites/${encodeURIComponent(siteId)}/site_evaluations/${encodeURIComponent(id)}`;
  const { data } = await apiClient.get<SiteEvaluation>(path, { params: minPositionParam('evaluations'), signal });
  return data;
}

export const siteEvaluationQueryOptions = (siteId: string, id: string) =>
  queryOptions({
    queryKey: ['evaluations', 'one', { siteId, id }],
    queryFn: ({ signal }) => getSiteEvaluation(siteId, id, signal),
    retry: false,
  });

/** The evaluation's name for the menu entry (spec 2 §2: it is renamed to the evaluation's name). */
export function useSiteEvaluationName(siteId: string, id: string | undefined): string | null {
  const { data } = useQuery({ ...siteEvaluationQueryOptions(siteId, id ?? ''), enabled: id !== undefined });
  return data?.name ?? null;
}
