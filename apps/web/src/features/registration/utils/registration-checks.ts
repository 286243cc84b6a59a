import { isEmailAddress } from '@wellway/domain/shared/email';
import { meetsPasswordRule } from '@wellway/domain/sites/settings';
import { normaliseEmail } from '@wellway/domain/users/email';
import { normalisePhone } from '@wellway/domain/users/personal-settings';
import { birthDateInRange, registrationMessages } from '@wellway/domain/users/registration';
import { isoFromParts, type DateParts } from './birth-date';

/** What the registration form holds. */
export interface RegistrationValues {
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
  firstName: string;
  lastName: string;
  /** Outermost first; the innermost is the chosen location. */
  locationPath: string[];
  birthDate: DateParts;
  allowsSms: boolean;
  phone: string;
}

export type RegistrationField =
  'email' | 'emailConfirmation' | 'password' | 'passwordConfirmation' | 'firstName' | 'lastName' | 'location' | 'birthDate' | 'phone';
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** What the site asks (spec 2 §3 Site fields). */
export interface RegistrationChecks {
  readonly today: string;
  readonly passwordRegularExpression: string;
  readonly passwordHelpMessage: string;
  readonly locationRequired: boolean;
  readonly askBirthDate: boolean;
  readonly smsEnabled: boolean;
}

/** When each check speaks. */
export interface CheckMoment {
  /** After a save was tried every check speaks, on the values as they stand. */
  readonly submitted: boolean;
  /** Before that, the typed checks speak 1 s after typing (spec 2 §9), on these settled values. */
  readonly settled: Pick<RegistrationValues, 'email' | 'emailConfirmation' | 'password' | 'passwordConfirmation'>;
  /** The live check answered that this (normalised) address is taken. */
  readonly emailTaken: boolean;
}

/**
 * Spec 2 §5 registration rules per field, with the domain's predicates and messages (the API
 * applies the same through registrationProblems): what the form shows beside each field. With
 * `submitted` and the values as `settled`, the checks a save must pass.
 */
export function registrationErrors(values: RegistrationValues, checks: RegistrationChecks, moment: CheckMoment): RegistrationErrors {
  const { submitted, settled } = moment;
  const errors: RegistrationErrors = {};
  const m = registrationMessages;
  const email = normaliseEmail(values.email);
  const settledEmail = normaliseEmail(settled.email);
  if ((submitted || settledEmail !== '') && email === '') errors.email = m.emailRequired;
  else if ((submitted || settledEmail !== '') && !isEmailAddress(email)) errors.email = m.emailInvalid;
  else if (moment.emailTaken) errors.email = m.emailInUse;
  if (
    (submitted || settled.emailConfirmation !== '') &&
    normaliseEmail(submitted ? values.emailConfirmation : settled.emailConfirmation) !== email
  )
    errors.emailConfirmation = m.emailsDoNotMatch;
  const rule = { passwordRegularExpression: checks.passwordRegularExpression };
  if (submitted && values.password === '') errors.password = m.passwordRequired;
  else if ((submitted || settled.password !== '') && !meetsPasswordRule(rule, submitted ? values.password : settled.password))
    errors.password = checks.passwordHelpMessage;
  if (
    (submitted || settled.passwordConfirmation !== '') &&
    (submitted ? values.passwordConfirmation : settled.passwordConfirmation) !== values.password
  )
    errors.passwordConfirmation = m.passwordsDoNotMatch;
  if (submitted && values.firstName.trim() === '') errors.firstName = m.firstNameRequired;
  if (submitted && values.lastName.trim() === '') errors.lastName = m.lastNameRequired;
  if (submitted && checks.locationRequired && values.locationPath.length === 0) errors.location = m.locationRequired;
  const birthDate = isoFromParts(values.birthDate);
  if (submitted && checks.askBirthDate && birthDate === null) errors.birthDate = m.birthDateRequired;
  else if (birthDate !== null && !birthDateInRange(birthDate, checks.today)) errors.birthDate = m.birthDateOutOfRange;
  if ((submitted || values.phone !== '') && checks.smsEnabled && values.allowsSms && normalisePhone(values.phone) === null)
    errors.phone = m.invalidPhone;
  return errors;
}
