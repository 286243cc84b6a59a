import { queryOptions } from '@tanstack/react-query';
import type { Report } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

/** GET /api/reports?site_id (spec 3 §7 "report index by site_id"): the default and custom reports. */
export async function getReports(siteId: string, signal?: AbortSignal): Promise<Report[]> {
  const { data } = await apiClient.get<Report[]>('/reports', { params: { site_id: siteId, ...minPositionParam('reports') }, signal });
  return data;
}

export const reportsQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['reports', 'list', { siteId }], queryFn: ({ signal }) => getReports(siteId, signal) });
