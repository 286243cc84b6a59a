import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { data, isRouteErrorResponse, redirect, useRouteError } from 'react-router';
import { signOut } from '../../features/auth/api/logout';
import { isApiError } from '../../lib/api-client';
import { ensureSite } from '../../lib/route-guards';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';
import { getSiteNotFoundUrl, NO_SITE_MESSAGE, NO_SITE_STATUS_TEXT, siteNotFoundTarget } from '../../lib/site-not-found';

/**
 * The root route's loader (spec 2 "Site 404"): when the request's host (or the signed-in user's
 * site) resolves to no site, the user is signed out and forgotten, then sent to
 * SITE_NOT_FOUND_URL, or shown the plain "no site" page instead of a shell with nothing in it.
 */
export const siteGateLoader = (queryClient: QueryClient) => async () => {
  try {
    await ensureSite(queryClient);
    return null;
  } catch (error) {
    // Other failures are each screen's to show (the server-error page, a retry).
    if (!(isApiError(error) && error.status === 404)) return null;
  }
  await signOut(queryClient).catch(() => undefined);
  const redirectUrl = await getSiteNotFoundUrl().catch(() => null);
  const target = siteNotFoundTarget(redirectUrl, window.location.href);
  if (target.kind === 'redirect') throw redirect(target.url);
  throw data(NO_SITE_MESSAGE, { status: 404, statusText: NO_SITE_STATUS_TEXT });
};

/** No header, menu or footer: there is no site to name. Styled as the other message pages. */
export function NoSitePage() {
  useEffect(() => {
    document.title = 'No site here';
  }, []);
  return (
    <main id="main" className="no-site" tabIndex={-1}>
      <div className="message-page" role="alert">
        <h1 className="page-header__title">{NO_SITE_MESSAGE}</h1>
        <p className="message-page__detail">Check the address, or ask your program coordinator for your site's link.</p>
      </div>
    </main>
  );
}

/** The root route's error element: the plain page for a host without a site, else the usual error page. */
export function RootError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.statusText === NO_SITE_STATUS_TEXT) return <NoSitePage />;
  return (
    <PublicLayout>
      <RouteError />
    </PublicLayout>
  );
}
