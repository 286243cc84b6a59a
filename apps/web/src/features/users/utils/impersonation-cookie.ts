import type { ImpersonationHandoff } from '../api/impersonate-user';

/** Spec 3 §6: the shared cookie that carries auth_key, id and site_subdomain to the user's site. */
export const IMPERSONATION_COOKIE = 'impersonate';
const MAX_AGE_SECONDS = 120;

export function writeImpersonationCookie(handoff: ImpersonationHandoff): void {
  const value = encodeURIComponent(JSON.stringify(handoff));
  document.cookie = `${IMPERSONATION_COOKIE}=${value}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
}

/** Reads the cookie for this user id, and clears it: the key is good once. */
export function takeImpersonationCookie(userId: string | null): ImpersonationHandoff | null {
  const raw = document.cookie.split('; ').find((part) => part.startsWith(`${IMPERSONATION_COOKIE}=`));
  document.cookie = `${IMPERSONATION_COOKIE}=; path=/; max-age=0`;
  if (!raw) return null;
  try {
    const handoff = JSON.parse(decodeURIComponent(raw.slice(IMPERSONATION_COOKIE.length + 1))) as ImpersonationHandoff;
    return userId === null || handoff.id === userId ? handoff : null;
  } catch {
    return null;
  }
}
