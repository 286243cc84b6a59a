import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { currentSiteQueryKey } from '../../../lib/current-site';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import type { SiteDetail } from './get-site';

/** The editor's body (spec 3 §3 names; coordinators as one comma-joined string, spec 3 §7). */
export type SiteBody = Readonly<Record<string, unknown>>;

export interface SaveSiteInput {
  /** Absent: create (POST /api/sites); else PUT /api/sites/{id}. */
  readonly id?: string;
  readonly body: SiteBody;
}

export function saveSite({ id, body }: SaveSiteInput): Promise<ApiResponse<SiteDetail>> {
  return id === undefined ? apiClient.post<SiteDetail>('/sites', { body }) : apiClient.put<SiteDetail>(`/sites/${encodeURIComponent(id)}`, { body });
}

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSite,
    onSuccess: async ({ data, meta }) => {
      queryClient.setQueryData(['sites', 'detail', data.id], data);
      await refreshAfterWrite(queryClient, ['sites'], meta.position);
      await queryClient.invalidateQueries({ queryKey: currentSiteQueryKey });
    },
  });
}
