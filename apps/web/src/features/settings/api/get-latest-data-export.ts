import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataExportResponse } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';

export type DataExport = DataExportResponse;

export const latestDataExportQueryKey = ['data_exports', 'latest'] as const;

/** While the worker builds the archive, the screen asks again this often. */
export const DATA_EXPORT_POLL_MS = 1_500;

/** Polls while the worker builds; once ready, reads it again when its link expires (the screen then says so). */
function nextRead(latest: DataExport | null | undefined): number | false {
  if (latest?.status === 'requested' || latest?.status === 'building') return DATA_EXPORT_POLL_MS;
  if (latest?.status === 'ready' && latest.expires_at)
    return Math.max(DATA_EXPORT_POLL_MS, Date.parse(latest.expires_at) - Date.now() + 1_000);
  return false;
}

/** GET /api/account/exports/latest: my latest export, its status and progress (null: none yet). */
export async function getLatestDataExport(signal?: AbortSignal): Promise<DataExport | null> {
  const { data } = await apiClient.get<DataExport | null>('/account/exports/latest', { signal });
  return data;
}

export const latestDataExportQueryOptions = () =>
  queryOptions({
    queryKey: latestDataExportQueryKey,
    queryFn: ({ signal }) => getLatestDataExport(signal),
    refetchInterval: (query) => nextRead(query.state.data),
  });

export const useLatestDataExport = () => useQuery(latestDataExportQueryOptions());
