/** How long a reset link works (spec leaves it open; docs/decisions.md). */
export const RESET_TOKEN_HOURS = 2;

export const resetMessages = {
  invalid: 'This password reset link is not valid.',
  expired: 'This password reset link has expired. Request a new one.',
  used: 'This password reset link has already been used.',
  superseded: 'A newer password reset link was sent. Use the latest e-mail.',
  couldNotReset: 'Could not reset password!',
  cannotVerify: 'Cannot verify reset password token.',
} as const;

/** The reset requests a user's stream remembers. */
export interface ResetRequests {
  /** Every token hash ever issued, to tell "superseded" and "used" from "unknown". */
  readonly issued: ReadonlySet<string>;
  readonly used: ReadonlySet<string>;
  /** The one token that may still be used; null once used, or when the e-mail changed. */
  readonly latest: { readonly tokenHash: string; readonly expiresAt: string } | null;
}

export const noResetRequests: ResetRequests = { issued: new Set(), used: new Set(), latest: null };

export type ResetTokenStatus = 'valid' | keyof Pick<typeof resetMessages, 'invalid' | 'expired' | 'used' | 'superseded'>;

/** Can `tokenHash` set a new password at `at`? Single use, latest only, unexpired. */
export function resetTokenStatus(requests: ResetRequests, tokenHash: string, at: string): ResetTokenStatus {
  if (!requests.issued.has(tokenHash)) return 'invalid';
  if (requests.used.has(tokenHash)) return 'used';
  if (requests.latest?.tokenHash !== tokenHash) return requests.latest ? 'superseded' : 'invalid';
  if (Date.parse(at) >= Date.parse(requests.latest.expiresAt)) return 'expired';
  return 'valid';
}

export const resetExpiry = (requestedAt: string): string => new Date(Date.parse(requestedAt) + RESET_TOKEN_HOURS * 3600_000).toISOString();
