import type { ImpersonationHandoff } from '../api/impersonate-user';

type Here = Pick<Location, 'protocol' | 'hostname' | 'port'>;

/**
 * Spec 1 §6, spec 3 §6: where the impersonation opens — the user's own site (its host, from the
 * handoff's site_subdomain), on this scheme and port. A cookie does not cross to another host, so
 * the one-time key travels in the address there (as the SSO flow's does); on this host the shared
 * cookie carries it. A user of the site this host already serves is opened right here.
 */
export function impersonationUrl(handoff: ImpersonationHandoff, claimPath: string, here: Here, sameSite: boolean): string {
  const host = handoff.site_subdomain?.trim().toLowerCase();
  if (sameSite || !host || host === here.hostname.toLowerCase()) return claimPath;
  const url = new URL(claimPath, `${here.protocol}//${host}${here.port ? `:${here.port}` : ''}`);
  url.searchParams.set('auth_key', handoff.auth_key);
  return url.toString();
}
