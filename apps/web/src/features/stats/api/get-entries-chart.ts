import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useLoggedOnlyQuery } from '../../../lib/logged-only';
import { minPositionParam } from '../../../lib/read-your-writes';
import type { ChartDay } from '@wellway/contracts';

export type { ChartDay } from '@wellway/contracts';

/** GET /api/entries/chart?from_date&to_date (at most 400 days). */
export async function getEntriesChart(fromDate: string, toDate: string, signal?: AbortSignal): Promise<ChartDay[]> {
  const { data } = await apiClient.get<ChartDay[]>('/entries/chart', {
    params: { from_date: fromDate, to_date: toDate, ...minPositionParam('entries') },
    signal,
  });
  return data;
}

export const entriesChartQueryOptions = (fromDate: string, toDate: string) =>
  queryOptions({
    queryKey: ['entries', 'chart', { fromDate, toDate }],
    queryFn: ({ signal }) => getEntriesChart(fromDate, toDate, signal),
  });

/** Keeps the previous period on screen while the next one loads; a failure is logged only (spec 3 §8). */
export function useEntriesChart(range: { readonly from: string; readonly to: string } | null) {
  return useLoggedOnlyQuery('The steps chart', {
    ...entriesChartQueryOptions(range?.from ?? '', range?.to ?? ''),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
