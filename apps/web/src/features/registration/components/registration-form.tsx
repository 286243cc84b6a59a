import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isEmailAddress } from '@wellway/domain/shared/email';
import { meetsPasswordRule } from '@wellway/domain/sites/settings';
import { normaliseEmail } from '@wellway/domain/users/email';
import { normalisePhone } from '@wellway/domain/users/personal-settings';
import { birthDateInRange, registrationMessages } from '@wellway/domain/users/registration';
import { ErrorList } from '../../../components/error-list';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import type { User } from '../../../lib/current-user';
import type { SiteLocation } from '../../../lib/site-locations';
import { useRegister } from '../api/register';
import { useEmailAvailability } from '../api/validate-email';
import { isoFromParts, partsFromIso, type DateParts } from '../utils/birth-date';
import type { StoredEligibility } from '../utils/registration-storage';
import { BirthDateSelect } from './birth-date-select';
import { LocationSelect } from '../../../components/location-select';
import { paths } from '../../../config/paths';

/** Spec 2 §9: e-mail and password are checked 1000 ms after typing. */
const CHECK_DELAY_MS = 1000;

export interface RegistrationSiteRules {
  readonly siteId: string;
  readonly today: string;
  readonly passwordRegularExpression: string;
  readonly passwordHelpMessage: string;
  /** Locations to choose from (is_location_displayed and the site has some). */
  readonly locations: readonly SiteLocation[];
  readonly locationLabels: readonly string[];
  readonly askBirthDate: boolean;
  readonly smsEnabled: boolean;
}

interface RegistrationFormProps {
  readonly rules: RegistrationSiteRules;
  readonly eligibility: StoredEligibility | null;
  readonly initialEmail: string;
  readonly onRegistered: (user: User) => void;
}

type Field =
  'email' | 'emailConfirmation' | 'password' | 'passwordConfirmation' | 'firstName' | 'lastName' | 'location' | 'birthDate' | 'phone';
type Errors = Partial<Record<Field, string>>;

interface TextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly type?: string;
  readonly autoComplete?: string;
  readonly required?: boolean;
  /** Shown under the field while it has no error (the password rule). */
  readonly hint?: string;
  readonly children?: ReactNode;
}

function TextField({ id, label, value, onChange, error, type = 'text', autoComplete, required = true, hint, children }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="field__required">
            *
          </span>
        )}
      </div>
      <input
        id={id}
        className="input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        required={required}
      />
      {hint && !error && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
          {children}
        </p>
      )}
    </div>
  );
}

/** The registration form of spec 2 §2 and §5, with the messages of §5 and §8. */
export function RegistrationForm({ rules, eligibility, initialEmail, onRegistered }: RegistrationFormProps) {
  const registerUser = useRegister(rules.siteId);
  const [email, setEmail] = useState(eligibility?.email || initialEmail);
  const [emailConfirmation, setEmailConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [firstName, setFirstName] = useState(eligibility?.first_name ?? '');
  const [lastName, setLastName] = useState(eligibility?.last_name ?? '');
  const [locationPath, setLocationPath] = useState<string[]>([]);
  const [birthDate, setBirthDate] = useState<DateParts>(partsFromIso(eligibility?.birth_date));
  const [allowsSms, setAllowsSms] = useState(false);
  const [phone, setPhone] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const errorsRef = useRef<HTMLDivElement>(null);

  // The 1-second checks: e-mail uniqueness and the password rule.
  const settledEmail = normaliseEmail(useDebouncedValue(email, CHECK_DELAY_MS));
  const checkable = isEmailAddress(settledEmail) ? settledEmail : null;
  const availability = useEmailAvailability(rules.siteId, checkable);
  const settledPassword = useDebouncedValue(password, CHECK_DELAY_MS);
  const settledPasswordConfirmation = useDebouncedValue(passwordConfirmation, CHECK_DELAY_MS);
  const settledEmailConfirmation = useDebouncedValue(emailConfirmation, CHECK_DELAY_MS);

  const rule = { passwordRegularExpression: rules.passwordRegularExpression };
  const errors: Errors = {};
  const normalisedEmail = normaliseEmail(email);
  if ((submitted || settledEmail !== '') && normalisedEmail === '') errors.email = registrationMessages.emailRequired;
  else if ((submitted || settledEmail !== '') && !isEmailAddress(normalisedEmail)) errors.email = registrationMessages.emailInvalid;
  else if (availability === 'taken' && checkable === normalisedEmail) errors.email = registrationMessages.emailInUse;
  if (
    (submitted || settledEmailConfirmation !== '') &&
    normaliseEmail(submitted ? emailConfirmation : settledEmailConfirmation) !== normalisedEmail
  )
    errors.emailConfirmation = registrationMessages.emailsDoNotMatch;
  if (submitted && password === '') errors.password = registrationMessages.passwordRequired;
  else if ((submitted || settledPassword !== '') && !meetsPasswordRule(rule, submitted ? password : settledPassword))
    errors.password = rules.passwordHelpMessage;
  if ((submitted || settledPasswordConfirmation !== '') && (submitted ? passwordConfirmation : settledPasswordConfirmation) !== password)
    errors.passwordConfirmation = registrationMessages.passwordsDoNotMatch;
  if (submitted && firstName.trim() === '') errors.firstName = registrationMessages.firstNameRequired;
  if (submitted && lastName.trim() === '') errors.lastName = registrationMessages.lastNameRequired;
  // Spec 2 §5: the child location if one was chosen, else the parent's.
  const locationId = locationPath.at(-1) ?? null;
  if (submitted && rules.locations.length > 0 && locationId === null) errors.location = registrationMessages.locationRequired;
  const birthDateIso = isoFromParts(birthDate);
  if (submitted && rules.askBirthDate && birthDateIso === null) errors.birthDate = registrationMessages.birthDateRequired;
  else if (birthDateIso !== null && !birthDateInRange(birthDateIso, rules.today))
    errors.birthDate = registrationMessages.birthDateOutOfRange;
  if ((submitted || phone !== '') && rules.smsEnabled && allowsSms && normalisePhone(phone) === null)
    errors.phone = registrationMessages.invalidPhone;
  const problems = Object.values(errors);

  useEffect(() => {
    if (serverErrors.length > 0) errorsRef.current?.focus();
  }, [serverErrors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registerUser.isPending) return;
    setSubmitted(true);
    setServerErrors([]);
    // The checks as they stand now (not 1 s later): a form that breaks a rule is not sent.
    const form = event.currentTarget;
    const invalid =
      normalisedEmail === '' ||
      !isEmailAddress(normalisedEmail) ||
      (availability === 'taken' && checkable === normalisedEmail) ||
      normaliseEmail(emailConfirmation) !== normalisedEmail ||
      !meetsPasswordRule(rule, password) ||
      passwordConfirmation !== password ||
      firstName.trim() === '' ||
      lastName.trim() === '' ||
      (rules.locations.length > 0 && locationId === null) ||
      (rules.askBirthDate && birthDateIso === null) ||
      (birthDateIso !== null && !birthDateInRange(birthDateIso, rules.today)) ||
      (rules.smsEnabled && allowsSms && normalisePhone(phone) === null);
    if (invalid) {
      // Focus the first field in trouble once React has marked it.
      window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    registerUser.mutate(
      {
        email: normalisedEmail,
        email_confirmation: emailConfirmation,
        password,
        password_confirmation: passwordConfirmation,
        birth_date: birthDateIso,
        eligibility_identifier: eligibility?.identifier ?? null,
        location_id: locationId,
        allows_sms: rules.smsEnabled && allowsSms,
        profile: { first_name: firstName.trim(), last_name: lastName.trim(), phone: rules.smsEnabled && allowsSms ? phone : null },
      },
      {
        onSuccess: onRegistered,
        // Spec 2 §8: 'Could not create user!' with the server's errors.
        onError: (failure) =>
          setServerErrors(['Could not create user!', ...(isApiError(failure) ? failure.errors : [SERVER_ERROR_MESSAGE])]),
      },
    );
  };

  return (
    <form className="registration-form" noValidate onSubmit={submit} aria-busy={registerUser.isPending}>
      {serverErrors.length > 0 && <ErrorList id="register-errors" ref={errorsRef} errors={serverErrors} />}
      {submitted && problems.length > 0 && (
        <p className="visually-hidden" role="alert">
          {`Please correct ${problems.length === 1 ? 'one field' : `${problems.length} fields`}: ${problems.join(' ')}`}
        </p>
      )}
      <p className="registration-form__required">
        <span aria-hidden="true">* </span>Required Fields
      </p>
      {eligibility && (
        <p className="notice" role="status">
          Eligibility confirmed for {eligibility.identifier}.
        </p>
      )}
      <div className="registration-form__grid">
        <TextField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
        >
          {errors.email === registrationMessages.emailInUse && (
            <>
              {' '}
              <Link to={paths.welcome.login.href()}>Log in</Link>
            </>
          )}
        </TextField>
        <TextField
          id="register-email-confirmation"
          label="Retype Email"
          type="email"
          autoComplete="email"
          value={emailConfirmation}
          onChange={setEmailConfirmation}
          error={errors.emailConfirmation}
        />
        <TextField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint={rules.passwordHelpMessage}
        />
        <TextField
          id="register-password-confirmation"
          label="Retype Password"
          type="password"
          autoComplete="new-password"
          value={passwordConfirmation}
          onChange={setPasswordConfirmation}
          error={errors.passwordConfirmation}
        />
        <TextField
          id="register-first-name"
          label="First Name"
          autoComplete="given-name"
          value={firstName}
          onChange={setFirstName}
          error={errors.firstName}
        />
        <TextField
          id="register-last-name"
          label="Last Name"
          autoComplete="family-name"
          value={lastName}
          onChange={setLastName}
          error={errors.lastName}
        />
      </div>
      {rules.locations.length > 0 && (
        <LocationSelect
          locations={rules.locations}
          path={locationPath}
          onChange={setLocationPath}
          labels={rules.locationLabels}
          error={errors.location ?? null}
        />
      )}
      {rules.askBirthDate && (
        <BirthDateSelect
          id="register-birth-date"
          value={birthDate}
          onChange={setBirthDate}
          today={rules.today}
          error={errors.birthDate ?? null}
        />
      )}
      {rules.smsEnabled && (
        <>
          <div className="checkbox">
            <input id="register-allows-sms" type="checkbox" checked={allowsSms} onChange={(event) => setAllowsSms(event.target.checked)} />
            <label htmlFor="register-allows-sms">Send me text messages (SMS)</label>
          </div>
          {allowsSms && (
            <TextField
              id="register-phone"
              label="Mobile Phone"
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={setPhone}
              error={errors.phone}
            />
          )}
        </>
      )}
      <button type="submit" className="button button--primary button--large" aria-disabled={registerUser.isPending}>
        {registerUser.isPending ? 'Creating your account…' : 'Create Account'}
      </button>
      <p>
        Already have an account? <Link to={paths.welcome.login.href()}>Log in</Link>
      </p>
    </form>
  );
}
