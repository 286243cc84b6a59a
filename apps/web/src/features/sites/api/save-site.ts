import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { currentSiteQueryKey } from '../../../lib/current-site';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import { siteQueryOptions, type SiteDetail } from './get-site';

/** The editor's body (spec 3 §3 names; coordinators as one comma-joined string, spec 3 §7). */
export type SiteBody = Readonly<Record<string, unknown>>;

export interface SaveSiteInput {
  /** Absent: create (POST /api/sites); else PUT /api/sites/{id}. */
  readonly id?: string;
  /** Sent as If-Match: the API answers 409 if someone saved the site since it was loaded. */
  readonly revision?: number;
  readonly body: SiteBody;
}

export function saveSite({ id, revision, body }: SaveSiteInput): Promise<ApiResponse<SiteDetail>> {
  if (id === undefined) return apiClient.post<SiteDetail>('/sites', { body });
  const headers = revision === undefined ? undefined : { 'If-Match': `"${revision}"` };
  return apiClient.put<SiteDetail>(`/sites/${encodeURIComponent(id)}`, { body, headers });
}

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSite,
    onSuccess: async ({ data, meta }) => {
      queryClient.setQueryData(siteQueryOptions(data.id).queryKey, data);
      await refreshAfterWrite(queryClient, ['sites'], meta.position);
      await queryClient.invalidateQueries({ queryKey: currentSiteQueryKey });
    },
  });
}
