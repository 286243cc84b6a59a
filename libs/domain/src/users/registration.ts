import { isIsoDate, type IsoDate } from '../shared/dates.js';
import { isEmailAddress } from '../shared/email.js';
import { meetsPasswordRule } from '../sites/settings.js';
import type { SiteAvailability } from '../sites/availability.js';
import { normaliseEmail } from './email.js';
import { normalisePhone } from './personal-settings.js';
import { settingsMessages, type PasswordRule } from './settings.js';

/** Messages of spec 2 §5 (Registration) and §8 (Registration errors). */
export const registrationMessages = {
  noLongerOpen: 'Sorry, you can no longer create an account.',
  emailRequired: settingsMessages.emailRequired,
  emailInvalid: settingsMessages.emailInvalid,
  /** The API's answer for a taken address (the uniqueness rule). */
  emailTaken: settingsMessages.emailTaken,
  /** The form's live check says this when the validate call answers 422. */
  emailInUse: 'Email address is already in use. Would you like to log in?',
  emailsDoNotMatch: 'Emails do not match.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordRequired: settingsMessages.passwordRequired,
  firstNameRequired: settingsMessages.firstNameRequired,
  lastNameRequired: settingsMessages.lastNameRequired,
  locationRequired:
    'Location Required: Oops, we need a location. You will not be able to use the site until you select a valid location. Thanks!',
  identifierRequired: 'Identifier required.',
  birthDateRequired: 'Please enter a Date of Birth',
  birthDateOutOfRange: 'Please enter a Date of Birth between 13 and 119 years ago.',
  invalidPhone: settingsMessages.invalidPhone,
  nameTooLong: (field: string) => `${field} must be at most 100 characters.`,
} as const;

/** Spec 2 §5: birth years selectable 13 to 119 years ago. */
export const YOUNGEST_AGE = 13;
export const OLDEST_AGE = 119;

/** The registration user of spec 2 §3, as the form sends it (before any normalising). */
export interface RegistrationInput {
  readonly email: string;
  /** The retyped e-mail; absent when the caller has no such field. */
  readonly emailConfirmation?: string;
  readonly password: string;
  readonly passwordConfirmation?: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly locationId: string | null;
  readonly birthDate: IsoDate | null;
  readonly eligibilityIdentifier: string | null;
  readonly allowsSms: boolean;
  readonly phone: string;
}

/** What the site asks of a registration, looked up by the caller (site settings, flags, locations). */
export interface RegistrationRules {
  readonly passwordRule: PasswordRule;
  /** is_location_displayed and the site has locations: one of `locationIds` is required. */
  readonly locationRequired: boolean;
  readonly locationIds: ReadonlySet<string>;
  /** is_eligibility_displayed: an identifier matching an unclaimed record is required. */
  readonly eligibilityRequired: boolean;
  /** is_birth_date_eligibility_displayed: a date of birth is required. */
  readonly birthDateRequired: boolean;
  /** is_sms_enabled: a person who allows SMS gives a valid phone. */
  readonly smsEnabled: boolean;
  /** Today in the site's time zone (birth years count back from it). */
  readonly today: IsoDate;
}

const shiftYears = (date: IsoDate, years: number): IsoDate =>
  `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;

/** Spec 2 §5: a birth date from 1 January of the year 119 years ago to today 13 years ago. */
export function birthDateInRange(birthDate: IsoDate, today: IsoDate): boolean {
  const earliest = `${Number(today.slice(0, 4)) - OLDEST_AGE}-01-01`;
  const latest = shiftYears(today, YOUNGEST_AGE);
  return birthDate >= earliest && birthDate <= latest;
}

/**
 * Every registration rule of spec 2 §5 in the form's order; the web shows them by their fields,
 * the decider rejects with the first. An empty list means the person may be registered (the
 * e-mail's uniqueness and the eligibility record are decided on their own streams).
 */
export function registrationProblems(input: RegistrationInput, rules: RegistrationRules): string[] {
  const problems: string[] = [];
  const email = normaliseEmail(input.email);
  if (email === '') problems.push(registrationMessages.emailRequired);
  else if (!isEmailAddress(email)) problems.push(registrationMessages.emailInvalid);
  else if (input.emailConfirmation !== undefined && normaliseEmail(input.emailConfirmation) !== email)
    problems.push(registrationMessages.emailsDoNotMatch);
  if (input.password === '') problems.push(registrationMessages.passwordRequired);
  else if (!meetsPasswordRule(rules.passwordRule, input.password)) problems.push(rules.passwordRule.passwordHelpMessage);
  else if (input.passwordConfirmation !== undefined && input.passwordConfirmation !== input.password)
    problems.push(registrationMessages.passwordsDoNotMatch);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (firstName === '') problems.push(registrationMessages.firstNameRequired);
  else if (firstName.length > 100) problems.push(registrationMessages.nameTooLong('First name'));
  if (lastName === '') problems.push(registrationMessages.lastNameRequired);
  else if (lastName.length > 100) problems.push(registrationMessages.nameTooLong('Last name'));
  if (rules.locationRequired && (input.locationId === null || !rules.locationIds.has(input.locationId)))
    problems.push(registrationMessages.locationRequired);
  else if (input.locationId !== null && !rules.locationIds.has(input.locationId)) problems.push(registrationMessages.locationRequired);
  if (rules.eligibilityRequired && (input.eligibilityIdentifier ?? '').trim() === '')
    problems.push(registrationMessages.identifierRequired);
  if (input.birthDate === null || input.birthDate === '') {
    if (rules.birthDateRequired) problems.push(registrationMessages.birthDateRequired);
  } else if (!isIsoDate(input.birthDate) || !birthDateInRange(input.birthDate, rules.today)) {
    problems.push(registrationMessages.birthDateOutOfRange);
  }
  if (rules.smsEnabled && input.allowsSms && normalisePhone(input.phone) === null) problems.push(registrationMessages.invalidPhone);
  return problems;
}

/** Spec 2 §4/§8: why no account can be created now, in the site's words when it has them; null when open. */
export function registrationClosedMessage(
  availability: Pick<SiteAvailability, 'registration_frozen' | 'max_participants' | 'registration_ended'>,
  settings: { readonly closedMessage: string | null; readonly closedMaxMessage: string | null },
): string | null {
  if (!availability.registration_frozen) return null;
  if (availability.max_participants && settings.closedMaxMessage) return settings.closedMaxMessage;
  if (availability.registration_ended && settings.closedMessage) return settings.closedMessage;
  return registrationMessages.noLongerOpen;
}
