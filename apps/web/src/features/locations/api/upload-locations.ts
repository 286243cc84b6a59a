import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import type { LocationUpload } from '@wellway/contracts';

export type UploadRow = LocationUpload['rows'][number];

export type UploadReport = LocationUpload;

export interface UploadLocationsInput {
  readonly siteId: string;
  readonly file: File;
}

/** POST /api/sites/{id}/locations, multipart `file`: one row per location path. */
export function uploadLocations({ siteId, file }: UploadLocationsInput): Promise<ApiResponse<UploadReport>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.post<UploadReport>(`/sites/${encodeURIComponent(siteId)}/locations`, { body: form });
}

export function useUploadLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLocations,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['locations'], meta.position),
  });
}
