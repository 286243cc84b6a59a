import { apiClient } from './api-client';
import { safeUrl } from './safe-url';

/** Spec 2 "Site 404": this host is no site's. */
export const NO_SITE_MESSAGE = 'There is no Wellway site at this address.';
/** statusText of the route error the root loader throws for it (RootError renders the plain page). */
export const NO_SITE_STATUS_TEXT = 'No Site';

export type SiteNotFoundTarget = { readonly kind: 'redirect'; readonly url: string } | { readonly kind: 'page' };

/**
 * Where a browser on a host without a site goes: SITE_NOT_FOUND_URL when it is set to an absolute
 * http(s) address elsewhere (one on this very host would loop), else the plain "no site" page.
 */
export function siteNotFoundTarget(redirectUrl: string | null | undefined, here: string): SiteNotFoundTarget {
  // Absolute only: a relative one would name this very host.
  const url = redirectUrl && /^[a-z][a-z\d+.-]*:/i.test(redirectUrl.trim()) ? safeUrl(redirectUrl, { base: here }) : null;
  if (url === null || new URL(url).host === new URL(here).host) return { kind: 'page' };
  return { kind: 'redirect', url };
}

/** GET /api/sites/not_found (public): `{ redirect_url }`, SITE_NOT_FOUND_URL or null. */
export async function getSiteNotFoundUrl(): Promise<string | null> {
  const { data } = await apiClient.get<{ redirect_url: string | null }>('/sites/not_found', { onUnauthorized: 'ignore' });
  return data.redirect_url;
}
