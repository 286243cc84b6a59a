import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { currentSiteQueryOptions, type Site } from './current-site';
import { currentUserQueryOptions, hasPermission, type User } from './current-user';
import { rememberReturnTo } from './return-to';
import { defaultYear, parseSiteYear } from './site-years';
import { paths } from '../config/paths';

/** Loaders throw this; the route error page renders it as the 404 page. */
export function notFound(): never {
  throw data('Page not found.', { status: 404, statusText: 'Not Found' });
}

/** Signed-in routes: without a session, save the target and go to the welcome page. */
export async function requireUser(queryClient: QueryClient, request: Request): Promise<User> {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (!user) {
    const url = new URL(request.url);
    rememberReturnTo(`${url.pathname}${url.search}`);
    throw redirect(paths.welcome.href());
  }
  return user;
}

/** Spec 1 §2: visiting a route whose menu entry is inactive redirects to the root path. */
export async function requirePermission(queryClient: QueryClient, request: Request, permission: Permission): Promise<User> {
  const user = await requireUser(queryClient, request);
  if (!hasPermission(user, permission)) throw redirect(paths.root.href());
  return user;
}

export function ensureSite(queryClient: QueryClient): Promise<Site> {
  return queryClient.ensureQueryData(currentSiteQueryOptions());
}

export async function requireSiteYear(queryClient: QueryClient, param: string | undefined): Promise<{ site: Site; year: number }> {
  const site = await ensureSite(queryClient);
  const year = parseSiteYear(param, site.years);
  if (year === null) notFound();
  return { site, year };
}

/** /log, /stats, /badges without a year open the current one (spec 2 §2). */
export const toDefaultYear =
  (queryClient: QueryClient, yearHref: (year: number) => string) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireUser(queryClient, request);
    return redirect(yearHref(defaultYear(await ensureSite(queryClient))));
  };
