import { apiClient } from '../../../lib/api-client';

/** POST {site}/api/sso with key, url and the extra pairs: the SSO test (spec 3 §7). */
export async function testSso(siteId: string, body: Record<string, string>, minPosition: number | null): Promise<string> {
  const params = { site_id: siteId, min_position: minPosition ?? undefined };
  const { data } = await apiClient.post<{ redirect_url: string }>('/sso', { params, body, onUnauthorized: 'ignore' });
  return data.redirect_url;
}
