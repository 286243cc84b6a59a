import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ThemeVariable } from '@wellway/contracts';

export type { ThemeVariable } from '@wellway/contracts';

/** GET /api/styles/themes/{theme}/css-config.json: the theme's defaults. */
export async function getThemeDefaults(theme: string, signal?: AbortSignal): Promise<ThemeVariable[]> {
  const { data } = await apiClient.get<ThemeVariable[]>(`/styles/themes/${encodeURIComponent(theme)}/css-config.json`, { signal });
  return data;
}

export const themeDefaultsQueryOptions = (theme: string) =>
  queryOptions({
    queryKey: ['reference', 'theme', theme.toLowerCase()],
    queryFn: ({ signal }) => getThemeDefaults(theme, signal),
    staleTime: Infinity,
  });
