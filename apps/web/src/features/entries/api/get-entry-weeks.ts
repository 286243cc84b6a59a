import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export interface EntryActivity {
  readonly exercise_activity_id: string;
  readonly name: string;
  readonly value: number;
  readonly sequence: number;
}

export interface Entry {
  readonly id: string;
  readonly user_id: string;
  readonly recorded_on: string;
  readonly exercise_steps: number;
  readonly exercise_minutes: number;
  readonly steps_from_minutes: number;
  readonly total_steps: number;
  readonly goal_steps: number;
  readonly manually_recorded: boolean;
  readonly entry_exercise_activities: readonly EntryActivity[];
  readonly revision: number;
  readonly updated_at: string;
}

/** An ISO week (Monday–Sunday) of the participant's days. */
export interface EntryWeek {
  readonly key: string;
  readonly from_date: string;
  readonly to_date: string;
  readonly week_numbers: readonly number[];
  readonly total_steps: number;
  readonly entries: readonly Entry[];
}

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
