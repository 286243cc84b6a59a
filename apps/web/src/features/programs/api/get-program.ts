import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import type { Program } from './get-programs';

/** GET /api/programs/{id}. */
export async function getProgram(id: string, signal?: AbortSignal): Promise<Program> {
  const { data } = await apiClient.get<Program>(`/programs/${encodeURIComponent(id)}`, { params: minPositionParam('programs'), signal });
  return data;
}

export const programQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['programs', 'one', { id }],
    queryFn: ({ signal }) => getProgram(id, signal),
    retry: false,
  });

export const useProgram = (id: string) => useQuery({ ...programQueryOptions(id), enabled: id !== '' });
