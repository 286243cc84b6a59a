/**
 * A short message for the welcome (sign-in) page, left by a screen that ends the session on
 * purpose, e.g. 'Your account has been deleted.' after a person erased their own account. Kept in
 * sessionStorage so it survives the sign-out's redirect; the welcome page shows it once.
 */
const SIGN_IN_NOTICE_KEY = 'wellway.sign_in_notice';

export function leaveSignInNotice(message: string): void {
  sessionStorage.setItem(SIGN_IN_NOTICE_KEY, message);
}

/** The message left for the welcome page, removed as it is read (null: none). */
export function takeSignInNotice(): string | null {
  const message = sessionStorage.getItem(SIGN_IN_NOTICE_KEY);
  sessionStorage.removeItem(SIGN_IN_NOTICE_KEY);
  return message;
}
