import { meetsPasswordRule, type SiteSettings } from '../sites/settings.js';
import type { Subscription } from './events.js';
import { isEmailAddress } from '../shared/email.js';

export { isEmailAddress };

/** Messages of spec 2 §5 (Settings) and spec 1 §5 (Forgot and Reset password). */
export const settingsMessages = {
  firstNameRequired: 'First name required.',
  lastNameRequired: 'Last name required.',
  emailRequired: 'Email required.',
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'Email has already been taken.',
  passwordsMustMatch: 'Passwords must match.',
  passwordRequired: 'Password required.',
  invalidPhone: 'Invalid phone number',
  invalidTimeZone: 'Choose a valid time zone.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
} as const;

/** Forgot password (spec 1 §5): the hint shows an example address. */
export const forgotMessages = {
  invalidEmail: 'Must be a valid email address. Ex: name@example.com',
  noAccount: 'No account was found with that email.',
} as const;

/** The site's rule as decide and the web's 1-second check both apply it. */
export type PasswordRule = Pick<SiteSettings, 'passwordRegularExpression' | 'passwordHelpMessage'>;

/** Password and confirmation: 'Password required.', the site's help message, 'Passwords must match.' */
export function passwordProblem(password: string, confirmation: string | undefined, rule: PasswordRule): string | null {
  if (password === '') return settingsMessages.passwordRequired;
  if (!meetsPasswordRule(rule, password)) return rule.passwordHelpMessage;
  if (confirmation !== undefined && confirmation !== password) return settingsMessages.passwordsMustMatch;
  return null;
}

export const defaultSubscription: Subscription = {
  emailFriendRequests: true,
  emailWallPosts: true,
  emailTeam: true,
  emailChallenges: true,
  emailSite: true,
  emailDaily: 1,
  emailUnsubscribeAll: false,
};

export const unsubscribedFromAll: Subscription = {
  emailFriendRequests: false,
  emailWallPosts: false,
  emailTeam: false,
  emailChallenges: false,
  emailSite: false,
  emailDaily: 0,
  emailUnsubscribeAll: true,
};

const subscriptionFlags = ['emailFriendRequests', 'emailWallPosts', 'emailTeam', 'emailChallenges', 'emailSite'] as const;

/**
 * Spec 2 §5: turning unsubscribe-all on clears every subscription and sets daily e-mail to 0;
 * turning any subscription on clears unsubscribe-all. Both at once: unsubscribe-all wins.
 */
export function nextSubscription(previous: Subscription, wanted: Subscription): Subscription {
  // Per-type choices stay as chosen (unchanged when not sent): unsubscribe-all stops their e-mails anyway.
  const notices = wanted.notices ?? previous.notices;
  const kept = notices === undefined ? {} : { notices };
  const turnedOnAll = wanted.emailUnsubscribeAll && !previous.emailUnsubscribeAll;
  if (turnedOnAll) return { ...unsubscribedFromAll, ...kept };
  const anyOn = subscriptionFlags.some((flag) => wanted[flag]) || wanted.emailDaily > 0;
  if (anyOn) return { ...wanted, ...kept, emailUnsubscribeAll: false };
  return wanted.emailUnsubscribeAll ? { ...unsubscribedFromAll, ...kept } : { ...wanted, ...kept };
}

export const DAILY_EMAIL_MAX = 7;
