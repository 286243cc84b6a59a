import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Challenge } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';

export type { Challenge } from '@wellway/contracts';

/** GET /api/challenges: the site's catalogue, by month. */
export async function getCatalogue(signal?: AbortSignal): Promise<Challenge[]> {
  const { data } = await apiClient.get<Challenge[]>('/challenges', { params: { page_size: 0 }, signal });
  return data;
}

export const catalogueQueryOptions = () =>
  queryOptions({ queryKey: ['challenges', 'catalogue'], queryFn: ({ signal }) => getCatalogue(signal) });

export const useCatalogue = () => useSuspenseQuery(catalogueQueryOptions()).data;
