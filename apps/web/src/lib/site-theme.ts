import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSafeThemeValue, isThemeVariableName } from '@wellway/domain/sites/theme-values';
import { apiClient } from './api-client';
import type { CssVariable } from './current-site';
import { minPositionParam } from './read-your-writes';

const STYLE_ID = 'wellway-site-theme-style';

/**
 * A site's theme as CSS: its variables on :root, except in high contrast, whose own palette wins.
 * Entries that are not custom properties with safe values are dropped (the API refuses them too).
 */
export function themeCss(entries: readonly CssVariable[]): string {
  const declarations = entries
    .filter((entry) => isThemeVariableName(entry.variable) && isSafeThemeValue(entry.value))
    .map((entry) => `  ${entry.variable}: ${entry.value.trim()};`);
  return declarations.length === 0 ? '' : `:root:not([data-contrast='high']) {\n${declarations.join('\n')}\n}`;
}

/** Puts (or replaces) the theme's <style> in the document head. */
export function applyThemeCss(css: string): void {
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.append(style);
  }
  style.textContent = css;
}

/** GET /api/sites/current/theme: the current site's saved values over its theme's defaults. */
export async function getCurrentTheme(signal?: AbortSignal): Promise<CssVariable[]> {
  const { data } = await apiClient.get<CssVariable[]>('/sites/current/theme', {
    signal,
    params: minPositionParam('sites'),
    onUnauthorized: 'ignore',
  });
  return data;
}

export const currentThemeQueryOptions = () =>
  queryOptions({
    queryKey: ['sites', 'current-theme'],
    queryFn: ({ signal }) => getCurrentTheme(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** Every screen: the site's theme applied as CSS variables. */
export function useSiteTheme(): void {
  const { data } = useQuery(currentThemeQueryOptions());
  useEffect(() => {
    if (data) applyThemeCss(themeCss(data));
  }, [data]);
}
