import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ErasureRecordResponse } from '@wellway/contracts';

export type ErasureRecord = ErasureRecordResponse;

/** While an erasure is in progress (its key not destroyed yet), the screen looks again this often. */
export const IN_PROGRESS_POLL_MS = 2_000;

/** GET /api/erasures?page_size=0 (masters): who erased whom and when, ids only. */
export async function getErasures(signal?: AbortSignal): Promise<ErasureRecord[]> {
  const { data } = await apiClient.get<ErasureRecord[]>('/erasures', { params: { page_size: 0 }, signal });
  return data;
}

export const erasuresQueryOptions = () =>
  queryOptions({
    queryKey: ['erasures', 'list'],
    queryFn: ({ signal }) => getErasures(signal),
    // An audit: always read afresh when the screen opens, and until every erasure is done.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some((record) => record.erased_at === null) ? IN_PROGRESS_POLL_MS : false),
  });

/** Failures are shown on the screen ('The erasures could not be loaded.'), not thrown to the route. */
export const useErasures = () => useQuery(erasuresQueryOptions());
