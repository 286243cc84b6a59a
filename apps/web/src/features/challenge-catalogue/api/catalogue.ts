import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Challenge } from '@wellway/contracts';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { minPositionParam, refreshAfterWrite } from '../../../lib/read-your-writes';

export type { Challenge } from '@wellway/contracts';

/** GET /api/challenges?site_id&page_size=0: the catalogue the site sees (its own and the defaults). */
export async function getCatalogue(siteId: string, signal?: AbortSignal): Promise<Challenge[]> {
  const { data } = await apiClient.get<Challenge[]>('/challenges', {
    params: { site_id: siteId, page_size: 0, ...minPositionParam('challenge-catalogue') },
    signal,
  });
  return data;
}

export const catalogueQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['challenge-catalogue', 'list', { siteId }], queryFn: ({ signal }) => getCatalogue(siteId, signal) });

export const useCatalogue = (siteId: string) => useSuspenseQuery(catalogueQueryOptions(siteId)).data;

export interface ChallengeInput {
  readonly siteId: string;
  /** Absent: a new challenge. */
  readonly id?: string;
  readonly name: string;
  readonly month: number;
}

/** POST /api/challenges or PUT /api/challenges/{id} (a default saved here becomes this site's copy). */
export function saveChallenge({ siteId, id, name, month }: ChallengeInput): Promise<ApiResponse<Challenge>> {
  const body = { site_id: siteId, name, month };
  return id
    ? apiClient.put<Challenge>(`/challenges/${encodeURIComponent(id)}`, { body })
    : apiClient.post<Challenge>('/challenges', { body });
}

/** DELETE /api/challenges/{id}?site_id: deletes, or resets a site's copy to the default. */
export function deleteChallenge({ siteId, id }: { siteId: string; id: string }): Promise<ApiResponse<{ id: string; outcome: string }>> {
  return apiClient.delete<{ id: string; outcome: string }>(`/challenges/${encodeURIComponent(id)}`, { params: { site_id: siteId } });
}

export function useSaveChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChallenge,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['challenge-catalogue'], meta.position),
  });
}

export function useDeleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChallenge,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['challenge-catalogue'], meta.position),
  });
}
