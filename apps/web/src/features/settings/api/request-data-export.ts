import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { latestDataExportQueryKey, type DataExport } from './get-latest-data-export';

/** POST /api/account/exports: ask for an archive of my data (202; the one being built, if any). */
export async function requestDataExport() {
  return apiClient.post<DataExport>('/account/exports');
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    // The answer is the export to follow: polling starts from it.
    onSuccess: ({ data }) => queryClient.setQueryData<DataExport | null>(latestDataExportQueryKey, data),
  });
}
