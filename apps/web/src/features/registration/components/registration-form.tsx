import { Link } from 'react-router';
import { FormProvider, useWatch } from 'react-hook-form';
import { isEmailAddress } from '@wellway/domain/shared/email';
import { normaliseEmail } from '@wellway/domain/users/email';
import { registrationMessages } from '@wellway/domain/users/registration';
import { FormErrors } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';
import { useDomainForm } from '../../../components/form/use-domain-form';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import type { User } from '../../../lib/current-user';
import type { SiteLocation } from '../../../lib/site-locations';
import { useRegister } from '../api/register';
import { useEmailAvailability } from '../api/validate-email';
import { isoFromParts, partsFromIso } from '../utils/birth-date';
import { registrationErrors, type RegistrationChecks, type RegistrationValues } from '../utils/registration-checks';
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

/** The registration form of spec 2 §2 and §5, with the messages of §5 and §8. */
export function RegistrationForm({ rules, eligibility, initialEmail, onRegistered }: RegistrationFormProps) {
  const registerUser = useRegister(rules.siteId);
  const checks: RegistrationChecks = {
    today: rules.today,
    passwordRegularExpression: rules.passwordRegularExpression,
    passwordHelpMessage: rules.passwordHelpMessage,
    locationRequired: rules.locations.length > 0,
    askBirthDate: rules.askBirthDate,
    smsEnabled: rules.smsEnabled,
  };
  // The live check's answer, for the address as typed (read at the time of a save, see below).
  const emailTaken = (value: string) => availability === 'taken' && checkable === normaliseEmail(value);

  const kit = useDomainForm<RegistrationValues>(
    {
      defaultValues: {
        email: eligibility?.email || initialEmail,
        emailConfirmation: '',
        password: '',
        passwordConfirmation: '',
        firstName: eligibility?.first_name ?? '',
        lastName: eligibility?.last_name ?? '',
        locationPath: [],
        birthDate: partsFromIso(eligibility?.birth_date),
        allowsSms: false,
        phone: '',
      },
      // A save checks the values as they stand now (not 1 s later): a form that breaks a rule is not sent.
      rules: (values) =>
        Object.values(registrationErrors(values, checks, { submitted: true, settled: values, emailTaken: emailTaken(values.email) })),
      // The first field in trouble takes focus.
      focus: 'field',
      // Spec 2 §8: 'Could not create user!' with the server's errors.
      summaryTitle: 'Could not create user!',
    },
    (values) => {
      const allowsSms = rules.smsEnabled && values.allowsSms;
      registerUser.mutate(
        {
          email: normaliseEmail(values.email),
          email_confirmation: values.emailConfirmation,
          password: values.password,
          password_confirmation: values.passwordConfirmation,
          birth_date: isoFromParts(values.birthDate),
          eligibility_identifier: eligibility?.identifier ?? null,
          // Spec 2 §5: the child location if one was chosen, else the parent's.
          location_id: values.locationPath.at(-1) ?? null,
          allows_sms: allowsSms,
          profile: { first_name: values.firstName.trim(), last_name: values.lastName.trim(), phone: allowsSms ? values.phone : null },
        },
        {
          onSuccess: onRegistered,
          onError: (failure) => kit.fail(isApiError(failure) ? failure.errors : [SERVER_ERROR_MESSAGE]),
        },
      );
    },
  );
  const { form, summary, summaryRef, formProps } = kit;
  const { register, control, setValue, formState } = form;
  const [email, emailConfirmation, password, passwordConfirmation, firstName, lastName, locationPath, birthDate, allowsSms, phone] =
    useWatch({
      control,
      name: [
        'email',
        'emailConfirmation',
        'password',
        'passwordConfirmation',
        'firstName',
        'lastName',
        'locationPath',
        'birthDate',
        'allowsSms',
        'phone',
      ],
    });
  const values: RegistrationValues = {
    email,
    emailConfirmation,
    password,
    passwordConfirmation,
    firstName,
    lastName,
    locationPath,
    birthDate,
    allowsSms,
    phone,
  };

  // The 1-second checks: e-mail uniqueness and the password rule.
  const settled = {
    email: useDebouncedValue(email, CHECK_DELAY_MS),
    emailConfirmation: useDebouncedValue(emailConfirmation, CHECK_DELAY_MS),
    password: useDebouncedValue(password, CHECK_DELAY_MS),
    passwordConfirmation: useDebouncedValue(passwordConfirmation, CHECK_DELAY_MS),
  };
  const settledEmail = normaliseEmail(settled.email);
  const checkable = isEmailAddress(settledEmail) ? settledEmail : null;
  // Once sent, the address is no longer asked about: it is this person's now, and the check
  // would answer 422 'taken' (a stray error in the console as the new account signs in).
  const sending = registerUser.isPending || registerUser.isSuccess;
  const availability = useEmailAvailability(rules.siteId, sending ? null : checkable);

  const submitted = formState.isSubmitted;
  const errors = registrationErrors(values, checks, { submitted, settled, emailTaken: emailTaken(email) });
  const problems = Object.values(errors);

  return (
    <FormProvider {...form}>
      <form
        className="registration-form"
        {...formProps}
        onSubmit={(event) => {
          if (registerUser.isPending) event.preventDefault();
          else formProps.onSubmit(event);
        }}
        aria-busy={registerUser.isPending}
      >
        <FormErrors id="register-errors" errors={summary} summaryRef={summaryRef} />
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
          <TextField<RegistrationValues>
            id="register-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
            errorAction={
              errors.email === registrationMessages.emailInUse && (
                <>
                  {' '}
                  <Link to={paths.welcome.login.href()}>Log in</Link>
                </>
              )
            }
          />
          <TextField<RegistrationValues>
            id="register-email-confirmation"
            name="emailConfirmation"
            label="Retype Email"
            type="email"
            autoComplete="email"
            required
            error={errors.emailConfirmation}
          />
          <TextField<RegistrationValues>
            id="register-password"
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.password}
            hint={rules.passwordHelpMessage}
            hintHiddenOnError
          />
          <TextField<RegistrationValues>
            id="register-password-confirmation"
            name="passwordConfirmation"
            label="Retype Password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.passwordConfirmation}
          />
          <TextField<RegistrationValues>
            id="register-first-name"
            name="firstName"
            label="First Name"
            autoComplete="given-name"
            required
            error={errors.firstName}
          />
          <TextField<RegistrationValues>
            id="register-last-name"
            name="lastName"
            label="Last Name"
            autoComplete="family-name"
            required
            error={errors.lastName}
          />
        </div>
        {rules.locations.length > 0 && (
          <LocationSelect
            locations={rules.locations}
            path={locationPath}
            onChange={(path) => setValue('locationPath', path, { shouldDirty: true })}
            labels={rules.locationLabels}
            error={errors.location ?? null}
          />
        )}
        {rules.askBirthDate && (
          <BirthDateSelect
            id="register-birth-date"
            value={birthDate}
            onChange={(parts) => setValue('birthDate', parts, { shouldDirty: true })}
            today={rules.today}
            error={errors.birthDate ?? null}
          />
        )}
        {rules.smsEnabled && (
          <>
            <div className="checkbox">
              <input id="register-allows-sms" type="checkbox" {...register('allowsSms')} />
              <label htmlFor="register-allows-sms">Send me text messages (SMS)</label>
            </div>
            {allowsSms && (
              <TextField<RegistrationValues>
                id="register-phone"
                name="phone"
                label="Mobile Phone"
                type="tel"
                autoComplete="tel"
                required
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
    </FormProvider>
  );
}
