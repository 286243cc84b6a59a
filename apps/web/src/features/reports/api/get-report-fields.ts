import { queryOptions } from '@tanstack/react-query';
import type { ReportField } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/report_fields?site_id (spec 3 §7 "report-field index with site_id"), evaluation answers included. */
export async function getReportFields(siteId: string, signal?: AbortSignal): Promise<ReportField[]> {
  const { data } = await apiClient.get<ReportField[]>('/report_fields', { params: { site_id: siteId }, signal });
  return data;
}

export const reportFieldsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['reports', 'fields', { siteId }],
    queryFn: ({ signal }) => getReportFields(siteId, signal),
    staleTime: 5 * 60_000,
  });
