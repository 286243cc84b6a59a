import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface ProgramChoice {
  readonly id: string;
  readonly name: string;
}

/** GET /api/sites/{site}/programs?page_size=0: the programs a campaign badge can name. */
export async function getProgramChoices(siteId: string, signal?: AbortSignal): Promise<ProgramChoice[]> {
  const { data } = await apiClient.get<ProgramChoice[]>(`/sites/${encodeURIComponent(siteId)}/programs`, {
    params: { page_size: 0 },
    signal,
  });
  return data.map(({ id, name }) => ({ id, name }));
}

export const programChoicesQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['programs', siteId, 'choices'], queryFn: ({ signal }) => getProgramChoices(siteId, signal) });

/** Loaded while the form shows: a site without programs (the default site) offers none. */
export const useProgramChoices = (siteId: string) => useQuery(programChoicesQueryOptions(siteId));
