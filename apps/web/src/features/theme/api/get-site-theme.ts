import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import type { Site } from '@wellway/contracts';

export type SiteTheme = Pick<Site, 'id' | 'name' | 'theme' | 'css_config_json'>;

/** GET /api/sites/{id}: the site's theme name and saved values. */
export async function getSiteTheme(siteId: string, signal?: AbortSignal): Promise<SiteTheme> {
  const { data } = await apiClient.get<SiteTheme>(`/sites/${encodeURIComponent(siteId)}`, { signal, params: minPositionParam('sites') });
  return { id: data.id, name: data.name, theme: data.theme, css_config_json: data.css_config_json };
}

export const siteThemeQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['sites', 'theme-of', siteId], queryFn: ({ signal }) => getSiteTheme(siteId, signal) });
