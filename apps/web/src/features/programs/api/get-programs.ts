import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import { loggingStates } from '@wellway/domain/programs/events';
import type { Program } from '@wellway/contracts';

export type { Program } from '@wellway/contracts';

/** Spec 1 §3's states, the domain's own list (one constant, no copy). */
export { loggingStates };
export type LoggingState = (typeof loggingStates)[number];

export type TimeFrame = Program['time_frames'][number];

export type Promotion = Program['promotion'];

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
