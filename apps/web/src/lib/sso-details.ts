import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Spec 3 §3 SSO detail. Shared: the SSO screen edits them, impersonation reads them. */
export interface SsoDetail {
  readonly id: string;
  readonly site_id: string;
  readonly wskey: string;
  readonly location_id: string | null;
  readonly sso_label: string;
  readonly login_url: string;
  readonly redirect: string;
  readonly is_sso_enabled: boolean;
}

export const ssoDetailsQueryKey = (siteId: string) => ['sso_details', siteId] as const;

/** GET /api/sites/{site_id}/sso_details?page_size=0 */
export async function getSsoDetails(siteId: string, signal?: AbortSignal): Promise<SsoDetail[]> {
  const { data } = await apiClient.get<SsoDetail[]>(`/sites/${encodeURIComponent(siteId)}/sso_details`, {
    params: { page_size: 0 },
    signal,
  });
  return data;
}

export const ssoDetailsQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ssoDetailsQueryKey(siteId), queryFn: ({ signal }) => getSsoDetails(siteId, signal) });
