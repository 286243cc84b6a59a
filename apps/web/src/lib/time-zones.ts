import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export interface TimeZone {
  readonly id: string;
  readonly name: string;
}

/** GET /api/timezones/all (spec 2 §7): the zones the API accepts. Shared: settings and the site editor. */
export async function getTimeZones(signal?: AbortSignal): Promise<TimeZone[]> {
  const { data } = await apiClient.get<TimeZone[]>('/timezones/all', { signal });
  return data;
}

export const timeZonesQueryOptions = () =>
  queryOptions({ queryKey: ['time-zones'], queryFn: ({ signal }) => getTimeZones(signal), staleTime: Infinity });

/** The API's list; until it arrives, the browser's own. */
export function useTimeZones(current: string): TimeZone[] {
  const { data } = useQuery(timeZonesQueryOptions());
  const zones =
    data ??
    (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).map((id) => ({
      id,
      name: id.replace(/_/g, ' '),
    }));
  return zones.some((zone) => zone.id === current) ? zones : [{ id: current, name: current.replace(/_/g, ' ') }, ...zones];
}
