import { DomainError } from '../shared/errors.js';
import { isIsoDate, type IsoDate } from '../shared/dates.js';
import type { EligibilityDetails } from './events.js';
import { isEmailAddress } from '../shared/email.js';

/** Identifiers compare trimmed and case-insensitively ('e123 ' and 'E123' are one person). */
export const identifierKey = (identifier: string): string => identifier.trim().toUpperCase();

export const ALREADY_REGISTERED = "You've already created an account. Sign in here.";
export const DATE_OF_BIRTH_REQUIRED = 'Please enter a Date of Birth';

/** The spec's 404 wording: 'Cannot find eligibility record for {date} and {identifier}.' */
export function eligibilityNotFound(identifier: string, birthDate: IsoDate | null): DomainError {
  const message = birthDate
    ? `Cannot find eligibility record for ${birthDate} and ${identifier.trim()}.`
    : `Cannot find eligibility record for ${identifier.trim()}.`;
  return new DomainError('not_found', 'eligibility_not_found', message);
}

const fail = (code: string, message: string) => new DomainError('validation', code, message);

/** A record's own fields, trimmed; rejects what no sponsor file could mean. */
export function checkEligibilityDetails(details: EligibilityDetails, today: IsoDate): EligibilityDetails {
  const clean = {
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    email: details.email.trim().toLowerCase(),
    location: details.location.trim(),
    birthDate: details.birthDate,
  };
  if (clean.firstName.length > 100 || clean.lastName.length > 100) throw fail('name_too_long', 'Names can be at most 100 characters.');
  if (clean.email !== '' && !isEmailAddress(clean.email)) throw fail('invalid_email', 'Please enter a valid email address.');
  if (clean.location.length > 200) throw fail('location_too_long', 'A location can be at most 200 characters.');
  if (clean.birthDate !== null) {
    if (!isIsoDate(clean.birthDate)) throw fail('invalid_birth_date', 'Birth date must be a real date written YYYY-MM-DD.');
    if (clean.birthDate > today) throw fail('future_birth_date', 'Birth date cannot be in the future.');
  }
  return clean;
}

export function checkIdentifier(identifier: string): string {
  const trimmed = identifier.trim();
  if (trimmed === '') throw fail('identifier_required', 'Identifier required.');
  if (trimmed.length > 100) throw fail('identifier_too_long', 'An identifier can be at most 100 characters.');
  return trimmed;
}
