import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EopReport } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';

export type { EopFigure, EopReport, EopWeek, EopLocation, EopEvaluation } from '@wellway/contracts';

export interface EopFilter {
  readonly programId: string | null;
  readonly locationId: string | null;
}

/** GET /api/sites/{site_id}/eop?program_id&location_id (spec 3 §7). */
export async function getEop(siteId: string, { programId, locationId }: EopFilter, signal?: AbortSignal): Promise<EopReport> {
  const { data } = await apiClient.get<EopReport>(`/sites/${encodeURIComponent(siteId)}/eop`, {
    params: { ...(programId ? { program_id: programId } : {}), ...(locationId ? { location_id: locationId } : {}) },
    signal,
  });
  return data;
}

/** Read-only figures: refetched when the filter changes, never by a write of the person reading. */
export const eopQueryOptions = (siteId: string, filter: EopFilter) =>
  queryOptions({
    queryKey: ['eop', { siteId, ...filter }],
    queryFn: ({ signal }) => getEop(siteId, filter, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useEop = (siteId: string, filter: EopFilter) => useQuery(eopQueryOptions(siteId, filter));
