import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataExportResponse } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';

export type DataExport = DataExportResponse;

export const latestDataExportQueryKey = ['data_exports', 'latest'] as const;

/** While the worker builds the archive, the screen asks again this often. */
export const DATA_EXPORT_POLL_MS = 1_500;

const building = (latest: DataExport | null | undefined) => latest?.status === 'requested' || latest?.status === 'building';

/** GET /api/account/exports/latest: my latest export, its status and progress (null: none yet). */
export async function getLatestDataExport(signal?: AbortSignal): Promise<DataExport | null> {
  const { data } = await apiClient.get<DataExport | null>('/account/exports/latest', { signal });
  return data;
}

export const latestDataExportQueryOptions = () =>
  queryOptions({
    queryKey: latestDataExportQueryKey,
    queryFn: ({ signal }) => getLatestDataExport(signal),
    // Follows the worker while it builds; stops once the archive is ready (or failed).
    refetchInterval: (query) => (building(query.state.data) ? DATA_EXPORT_POLL_MS : false),
  });

export const useLatestDataExport = () => useQuery(latestDataExportQueryOptions());
