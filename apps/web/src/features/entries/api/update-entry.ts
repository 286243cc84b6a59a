import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterEntrySaved, type EntryBody } from './create-entry';
import type { Entry } from './get-entry-weeks';

export interface UpdateEntryInput {
  readonly id: string;
  /** Sent as If-Match: the API answers 409 if the day changed since it was loaded. */
  readonly revision: number;
  readonly body: EntryBody;
}

/** PUT /api/entries/{id}. */
export function updateEntry({ id, revision, body }: UpdateEntryInput): Promise<ApiResponse<Entry>> {
  return apiClient.put<Entry>(`/entries/${encodeURIComponent(id)}`, {
    body,
    headers: { 'If-Match': String(revision) },
  });
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEntry,
    onSuccess: ({ meta }) => refreshAfterEntrySaved(queryClient, meta.position),
  });
}
