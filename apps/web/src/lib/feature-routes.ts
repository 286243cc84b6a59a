import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { Redirecting } from './redirecting';
import { toDefaultYear } from './route-guards';

/** A yearly screen's paths (`config/paths.ts`'s `yearly`): its section, and a page per year. */
export interface YearlyPaths {
  readonly path: string;
  readonly year: { readonly path: string; readonly href: (year: number) => string };
}

/**
 * A yearly screen's routes (Log Activity, Stats, Badges): its section redirects to the site's
 * default year; `lazy` loads a year's page (its screen and loader) on the first visit.
 */
export const yearRoutes = (queryClient: QueryClient, section: YearlyPaths, lazy: RouteObject['lazy']): RouteObject[] => [
  { path: section.path, Component: Redirecting, loader: toDefaultYear(queryClient, section.year.href) },
  { path: section.year.path, lazy },
];
