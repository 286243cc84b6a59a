import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /api/timezones/all. */
export async function getTimeZones(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiClient.get<{ id: string; name: string }[]>('/timezones/all', { signal });
  return data.map((zone) => zone.id);
}

export const timeZonesQueryOptions = () => queryOptions({ queryKey: ['reference', 'time-zones'], queryFn: ({ signal }) => getTimeZones(signal), staleTime: Infinity });

export const useTimeZones = () => useQuery(timeZonesQueryOptions()).data;
