import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ReportRun, RunReportBody } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';

/** Spec 3 §9: the table shows 20 rows at first and 20 more per scroll. */
export const REPORT_PAGE_SIZE = 20;

export type RunRequest = Omit<RunReportBody, 'page' | 'page_size'>;

export interface RunTarget {
  readonly siteId: string;
  readonly id: string;
  readonly isCustom: boolean;
}

/** POST /api/sites/{siteId}/reports/{id}/run?is_custom= (spec 3 §7): one page of the report's rows. */
export async function runReport(target: RunTarget, body: RunRequest, page: number, signal?: AbortSignal): Promise<ReportRun> {
  const path = `/sites/${encodeURIComponent(target.siteId)}/reports/${encodeURIComponent(target.id)}/run`;
  const { data } = await apiClient.post<ReportRun>(path, {
    params: { is_custom: target.isCustom },
    body: { ...body, page, page_size: REPORT_PAGE_SIZE },
    signal,
  });
  return data;
}

/** The next page while the last one said more rows follow; else null. */
export function nextPageOf(pages: readonly ReportRun[]): number | null {
  const last = pages.at(-1);
  return last?.has_more ? pages.length + 1 : null;
}

/** How many rows the run has: as the last page read says (at the end), else as counted, else unknown. */
export function totalOf(pages: readonly ReportRun[], counted: number | undefined): number | null {
  return pages.at(-1)?.total_rows ?? counted ?? null;
}

/**
 * One run's first page (`runId` counts the Run presses, so pressing Run again runs afresh). The
 * pages after it are fetched as the table scrolls (`useNextReportPage`), not by an infinite query:
 * its code would join the first visit's shared chunk.
 */
export const reportRunQueryOptions = (target: RunTarget, body: RunRequest, runId: number) =>
  queryOptions({
    queryKey: ['reports', 'run', target, body, runId],
    queryFn: ({ signal }) => runReport(target, body, 1, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useNextReportPage = (target: RunTarget, body: RunRequest) =>
  useMutation({ mutationFn: (page: number) => runReport(target, body, page) });
