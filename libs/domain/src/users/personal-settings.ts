import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { UserAddress } from './events.js';
import { isEmailAddress, settingsMessages } from './settings.js';

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
