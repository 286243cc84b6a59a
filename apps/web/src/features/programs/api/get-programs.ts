import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import { loggingStates } from '@wellway/domain/programs/events';

/** Spec 1 §3's states, the domain's own list (one constant, no copy). */
export { loggingStates };
export type LoggingState = (typeof loggingStates)[number];

export interface TimeFrame {
  readonly logging_state: LoggingState;
  readonly start_date: string;
  readonly end_date: string;
}

export interface Promotion {
  readonly app_name: string | null;
  readonly app_id: string | null;
  readonly promotion_id: string | null;
  readonly subdomain: string | null;
  readonly domain_name: string | null;
}

export interface Program {
  readonly id: string;
  readonly site_id: string;
  readonly name: string;
  readonly enabled: boolean;
  readonly effective_date_start: string | null;
  readonly effective_date_end: string | null;
  readonly locations: readonly string[];
  readonly registration_closed: boolean;
  readonly time_frames: readonly TimeFrame[];
  readonly promotion: Promotion;
  readonly coordinator_report_promotion_id: string | null;
  readonly logging_state: LoggingState | null;
  readonly revision: number;
}

/** GET /api/sites/{site_id}/programs?page_size=0. */
export async function getPrograms(siteId: string, signal?: AbortSignal): Promise<Program[]> {
  const { data } = await apiClient.get<Program[]>(`/sites/${encodeURIComponent(siteId)}/programs`, {
    params: { page_size: 0, ...minPositionParam('programs') },
    signal,
  });
  return data;
}

export const programsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['programs', 'list', { siteId }],
    queryFn: ({ signal }) => getPrograms(siteId, signal),
  });

/** Failures are shown on the screen ('Programs could not be loaded.'), not thrown to the route. */
export const usePrograms = (siteId: string) => useQuery(programsQueryOptions(siteId));
