import { apiClient } from '../../../lib/api-client';
import type { Impersonation } from '@wellway/contracts';

export type ImpersonationHandoff = Impersonation;

/** POST /api/users/{id}/impersonate (masters): a one-time key for the user's site. */
export async function impersonateUser(id: string): Promise<ImpersonationHandoff> {
  const { data } = await apiClient.post<ImpersonationHandoff>(`/users/${encodeURIComponent(id)}/impersonate`);
  return data;
}

/** POST {site}/api/sso, the SSO flow of impersonation (spec 3 §6): returns the URL to open. */
export async function impersonateBySso(siteId: string, body: { key: string; url: string; identifier: string }): Promise<string> {
  const { data } = await apiClient.post<{ redirect_url: string }>('/sso', { params: { site_id: siteId }, body });
  return data.redirect_url;
}
