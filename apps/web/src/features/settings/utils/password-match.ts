import { settingsMessages } from '@wellway/domain/users/settings';

/** How long typing must pause before the passwords are compared (spec 2 §5: one second). */
export const PASSWORD_MATCH_DELAY_MS = 1_000;

/**
 * Spec 2 §5: once typing pauses, a confirmation that differs from the password says so at once
 * (the other password rules wait for the save). Nothing while the confirmation is empty.
 */
export function passwordMatchMessage(password: string, confirmation: string): string | null {
  return confirmation !== '' && password !== confirmation ? settingsMessages.passwordsMustMatch : null;
}
