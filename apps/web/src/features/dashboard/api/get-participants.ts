import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListedUser } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export type { ListedUser } from '@wellway/contracts';

export const PARTICIPANTS_PAGE_SIZE = 20;

export interface ParticipantsPage {
  readonly participants: readonly ListedUser[];
  readonly total: number;
}

/** GET /api/sites/{siteId}/participants?search&page&page_size. */
export async function getParticipants(siteId: string, search: string, page: number, signal?: AbortSignal): Promise<ParticipantsPage> {
  const { data, meta } = await apiClient.get<ListedUser[]>(`/sites/${encodeURIComponent(siteId)}/participants`, {
    params: { ...(search && { search }), page, page_size: PARTICIPANTS_PAGE_SIZE, ...minPositionParam('users') },
    signal,
  });
  return { participants: data, total: meta.total_records ?? data.length };
}

export const participantsQueryOptions = (siteId: string, search: string, page: number) =>
  queryOptions({
    queryKey: ['users', 'participants', { siteId, search, page }],
    queryFn: ({ signal }) => getParticipants(siteId, search, page, signal),
  });

/** Keeps the previous page on screen while the next search or page loads. */
export const useParticipants = (siteId: string, search: string, page: number) =>
  useQuery({ ...participantsQueryOptions(siteId, search, page), placeholderData: keepPreviousData });
