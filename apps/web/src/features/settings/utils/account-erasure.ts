/** Where the welcome page confirms a person's own erasure. */
export const ACCOUNT_DELETED = 'Your account has been deleted.';

/**
 * POST /api/account/erasure's 422s: a wrong or missing password belongs beside the password field
 * (the validation pipe's 'password: …', or the domain's sentence about the password); the answer to
 * an account that signs in through its organization (SSO) has no field: it is shown as it is.
 */
export function erasureFieldOf(message: string): 'password' | undefined {
  if (/^password\b/i.test(message)) return 'password';
  if (/organi[sz]ation|single sign-on|\bSSO\b/i.test(message)) return undefined;
  return /\bpassword\b/i.test(message) ? 'password' : undefined;
}
