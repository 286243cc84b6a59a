/** Where the welcome page confirms a person's own erasure. */
export const ACCOUNT_DELETED = 'Your account has been deleted.';

/**
 * POST /api/account/erasure's 422s name the field the way the validation pipe does
 * ('password: That password is not right.'): the form shows the sentence, beside its field.
 */
export const withoutFieldName = (message: string): string => message.replace(/^password:\s*/i, '');

/**
 * A wrong or missing password (or too many tries) belongs beside the password field; the answer to
 * an account that signs in through its organization (SSO), or any other refusal, has no field: the
 * dialog shows it as the API says it.
 */
export function erasureFieldOf(message: string): 'password' | undefined {
  if (/organi[sz]ation|single sign-on|\bSSO\b/i.test(message)) return undefined;
  return /\bpassword\b/i.test(message) ? 'password' : undefined;
}
