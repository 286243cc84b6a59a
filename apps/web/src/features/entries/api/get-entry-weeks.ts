import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import type { EntryWeek } from '@wellway/contracts';

/** The shapes are @wellway/contracts' (types only: zod stays out of the bundle). */
export type { Entry, EntryActivity, EntryWeek } from '@wellway/contracts';

/** GET /api/entry_weeks?year&page_size=0: the year's weeks up to today, newest first. */
export async function getEntryWeeks(year: number, signal?: AbortSignal): Promise<EntryWeek[]> {
  const { data } = await apiClient.get<EntryWeek[]>('/entry_weeks', {
    params: { year, page_size: 0, ...minPositionParam('entries') },
    signal,
  });
  return data;
}

export const entryWeeksQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['entries', 'weeks', { year }],
    queryFn: ({ signal }) => getEntryWeeks(year, signal),
  });

export function useEntryWeeks(year: number): EntryWeek[] {
  return useSuspenseQuery(entryWeeksQueryOptions(year)).data;
}
