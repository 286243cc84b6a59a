import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

/** One day of the chart; days without an entry come back as zeros with `entry_id: null`. */
export interface ChartDay {
  readonly recorded_on: string;
  readonly exercise_steps: number;
  readonly exercise_minutes: number;
  readonly steps_from_minutes: number;
  readonly total_steps: number;
  readonly goal_steps: number;
  readonly entry_id: string | null;
}

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

/** Keeps the previous period on screen while the next one loads. */
export function useEntriesChart(range: { readonly from: string; readonly to: string } | null) {
  return useQuery({
    ...entriesChartQueryOptions(range?.from ?? '', range?.to ?? ''),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
