import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { meetsPasswordRule, type SiteSettings } from '../sites/settings.js';
import type { Subscription, UserAddress } from './events.js';

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A plausible address after normaliseEmail (one @, a dot in the domain, no spaces). */
export const isEmailAddress = (email: string): boolean => email.length <= 320 && EMAIL.test(email);

/** The site's rule as decide and the web's 1-second check both apply it. */
export type PasswordRule = Pick<SiteSettings, 'passwordRegularExpression' | 'passwordHelpMessage'>;

/** Password and confirmation: 'Password required.', the site's help message, 'Passwords must match.' */
export function passwordProblem(password: string, confirmation: string | undefined, rule: PasswordRule): string | null {
  if (password === '') return settingsMessages.passwordRequired;
  if (!meetsPasswordRule(rule, password)) return rule.passwordHelpMessage;
  if (confirmation !== undefined && confirmation !== password) return settingsMessages.passwordsMustMatch;
  return null;
}

/** E.164 for a valid number (international, or national in the default country), else null. */
export function normalisePhone(phone: string, defaultCountry: 'US' = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const emptyAddress: UserAddress = { line1: '', line2: '', city: '', stateProvince: '', postalCode: '' };
const ADDRESS_LIMITS: Record<keyof UserAddress, [string, number]> = {
  line1: ['Address line 1', 200],
  line2: ['Address line 2', 200],
  city: ['City', 100],
  stateProvince: ['State or province', 100],
  postalCode: ['Postal code', 20],
};

/** Personal settings as the form sends them (spec 2 §2 /settings/personal). */
export interface PersonalSettingsInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly address: UserAddress;
  readonly allowsSms: boolean;
  readonly phone: string;
  readonly timeZone: string;
}

/**
 * Every rule of the personal form, in screen order; the web shows them inline, the decider
 * rejects with the first. An empty list means the input may be saved.
 */
export function personalSettingsProblems(input: PersonalSettingsInput): string[] {
  const problems: string[] = [];
  if (input.firstName.trim() === '') problems.push(settingsMessages.firstNameRequired);
  else if (input.firstName.trim().length > 100) problems.push(settingsMessages.tooLong('First name', 100));
  if (input.lastName.trim() === '') problems.push(settingsMessages.lastNameRequired);
  else if (input.lastName.trim().length > 100) problems.push(settingsMessages.tooLong('Last name', 100));
  if (input.email.trim() === '') problems.push(settingsMessages.emailRequired);
  else if (!isEmailAddress(input.email)) problems.push(settingsMessages.emailInvalid);
  for (const [field, [label, max]] of Object.entries(ADDRESS_LIMITS) as [keyof UserAddress, [string, number]][]) {
    if (input.address[field].trim().length > max) problems.push(settingsMessages.tooLong(label, max));
  }
  if (input.allowsSms && normalisePhone(input.phone) === null) problems.push(settingsMessages.invalidPhone);
  if (input.allowsSms && !isTimeZone(input.timeZone)) problems.push(settingsMessages.invalidTimeZone);
  return problems;
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
  const turnedOnAll = wanted.emailUnsubscribeAll && !previous.emailUnsubscribeAll;
  if (turnedOnAll) return unsubscribedFromAll;
  const anyOn = subscriptionFlags.some((flag) => wanted[flag]) || wanted.emailDaily > 0;
  if (anyOn) return { ...wanted, emailUnsubscribeAll: false };
  return wanted.emailUnsubscribeAll ? unsubscribedFromAll : wanted;
}

export const DAILY_EMAIL_MAX = 7;
