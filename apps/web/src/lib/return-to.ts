import { paths } from '../config/paths';

/**
 * Spec 1 §2: a signed-in route reached without a session saves the target, and after login the
 * saved route is restored. Kept in sessionStorage so a reload of the welcome page keeps it.
 */
const RETURN_TO_KEY = 'wellway.return_to';
export const PLEASE_LOG_IN = 'Please log in.';

const PUBLIC_PATHS = [
  paths.welcome.path,
  paths.login.path,
  paths.logout.path,
  paths.register.path,
  paths.notFound.path,
  paths.serverError.path,
  paths.unsubscribe.path,
];

export function isSignedInPath(pathname: string): boolean {
  if (pathname === paths.root.path || pathname === '') return false;
  return !PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

const isSafeTarget = (target: string): boolean =>
  target.startsWith('/') && !target.startsWith('//') && isSignedInPath(target.split(/[?#]/)[0] ?? '');

export function rememberReturnTo(target: string): void {
  if (isSafeTarget(target)) sessionStorage.setItem(RETURN_TO_KEY, target);
}

/** The welcome page shows 'Please log in.' while a signed-in route waits for the user. */
export function loginMessage(): string | null {
  return sessionStorage.getItem(RETURN_TO_KEY) === null ? null : PLEASE_LOG_IN;
}

export function takeReturnTo(): string | null {
  const target = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  return target !== null && isSafeTarget(target) ? target : null;
}

export function forgetReturnTo(): void {
  sessionStorage.removeItem(RETURN_TO_KEY);
}
