import { queryOptions } from '@tanstack/react-query';
import type { ReportRowCount } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import type { RunRequest, RunTarget } from './run-report';

/** POST /api/sites/{siteId}/reports/{id}/count?is_custom= (the run's body): how many rows the run has in all. */
export async function countReport(target: RunTarget, body: RunRequest, signal?: AbortSignal): Promise<number> {
  const path = `/sites/${encodeURIComponent(target.siteId)}/reports/${encodeURIComponent(target.id)}/count`;
  const { data } = await apiClient.post<ReportRowCount>(path, { params: { is_custom: target.isCustom }, body, signal });
  return data.total_rows;
}

/**
 * The "of N rows" of one run (`runId` as the run's first page), asked only once that page is shown
 * without a total: the run answers its first rows without counting the rest.
 */
export const reportCountQueryOptions = (target: RunTarget, body: RunRequest, runId: number) =>
  queryOptions({
    queryKey: ['reports', 'count', target, body, runId],
    queryFn: ({ signal }) => countReport(target, body, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
