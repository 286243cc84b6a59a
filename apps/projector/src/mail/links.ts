import { isWildcardUrl } from '@wellway/domain';

/**
 * Where a site's e-mailed links point: its own address (the last of its URLs, never a `*`
 * pattern; spec 3 §3), with PUBLIC_URL's scheme and port. A site with no exact URL uses
 * PUBLIC_URL itself.
 */
export function siteAddress(publicUrl: string, siteUrls: readonly string[]): string {
  const base = new URL(publicUrl);
  const own = siteUrls.findLast((url) => url !== '' && !isWildcardUrl(url));
  if (own) base.hostname = own;
  return base.origin;
}

/** A notice's in-app link (`/badges/2026?badge_id=…`) as an absolute URL on the site's address. */
export const absoluteLink = (address: string, link: string): string => new URL(link, `${address}/`).toString();
