import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite, type Position, type UpdateKind } from '../../../lib/read-your-writes';
import type { Entry } from './get-entry-weeks';
import type { RecordEntryInput } from '@wellway/contracts';

/** The request body, from the contract (types only: zod stays out of the bundle). */
export type EntryBody = RecordEntryInput;

/** A saved day moves the week list and chart, the stats, and (through the badge worker) the badges. */
export const ENTRY_SAVED_REFRESHES: readonly UpdateKind[] = ['entries', 'stats', 'badges'];

export const refreshAfterEntrySaved = (queryClient: QueryClient, position: Position) =>
  refreshAfterWrite(queryClient, ENTRY_SAVED_REFRESHES, position);

/** POST /api/entries: records the day (creates it, or replaces that day's values). */
export function createEntry(body: EntryBody): Promise<ApiResponse<Entry>> {
  return apiClient.post<Entry>('/entries', { body });
}

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEntry,
    onSuccess: ({ meta }) => refreshAfterEntrySaved(queryClient, meta.position),
  });
}
