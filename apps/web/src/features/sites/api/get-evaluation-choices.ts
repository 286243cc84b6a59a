import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteEvaluation } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';

export interface EvaluationChoice {
  readonly id: string;
  readonly name: string;
}

/** GET /api/sites/{site_id}/site_evaluations?page_size=0: the evaluations a site's initial evaluation can be. */
export async function getEvaluationChoices(siteId: string, signal?: AbortSignal): Promise<EvaluationChoice[]> {
  const { data } = await apiClient.get<SiteEvaluation[]>(`/sites/${encodeURIComponent(siteId)}/site_evaluations`, {
    params: { page_size: 0 },
    signal,
  });
  return data.map(({ id, name }) => ({ id, name }));
}

export const evaluationChoicesQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['evaluations', 'choices', { siteId }], queryFn: ({ signal }) => getEvaluationChoices(siteId, signal) });

/**
 * Loaded while the site editor shows (not for a new site). `null` until settled, so the select
 * appears with its saved choice among the options; a failure offers only None.
 */
export function useEvaluationChoices(siteId: string | null): readonly EvaluationChoice[] | null {
  const query = useQuery({ ...evaluationChoicesQueryOptions(siteId ?? ''), enabled: siteId !== null, retry: false });
  if (query.isPending) return null;
  return query.data ?? [];
}
