import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { useCurrentSiteOrNull } from '../../../lib/current-site';
import { useValidateEligibility } from '../api/validate-eligibility';
import { BirthDateSelect } from '../components/birth-date-select';
import { emptyDate, isoFromParts, type DateParts } from '../utils/birth-date';
import { storeEligibility } from '../utils/registration-storage';
import '../components/registration.css';
import { paths } from '../../../config/paths';

const ALREADY_REGISTERED = "You've already created an account. Sign in here.";

/**
 * /welcome/check_eligibility (spec 2 §2 go.welcome.check_eligibility): an identifier and, when the
 * site asks, a date of birth. Success stores the record and goes on to /register.
 */
export function CheckEligibilityRoute() {
  const navigate = useNavigate();
  const site = useCurrentSiteOrNull();
  const check = useValidateEligibility(site?.id ?? '');
  const [identifier, setIdentifier] = useState('');
  const [birthDate, setBirthDate] = useState<DateParts>(emptyDate);
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldError, setFieldError] = useState<{ identifier?: string; birthDate?: string }>({});
  const askBirthDate = site?.flags.is_birth_date_eligibility_displayed === true;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!site || check.isPending) return;
    const birthDateIso = askBirthDate ? isoFromParts(birthDate) : null;
    const problems = {
      ...(identifier.trim() === '' ? { identifier: 'Identifier required.' } : {}),
      // Spec 2 §5: a date of birth is required when shown.
      ...(askBirthDate && birthDateIso === null ? { birthDate: 'Please enter a Date of Birth' } : {}),
    };
    setFieldError(problems);
    setErrors([]);
    if (Object.keys(problems).length > 0) {
      const form = event.currentTarget;
      window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    check.mutate(
      { identifier: identifier.trim(), birth_date: birthDateIso },
      {
        onSuccess: (record) => {
          storeEligibility({ ...record, birth_date: birthDateIso });
          navigate(paths.register.href());
        },
        onError: (failure) => setErrors(isApiError(failure) ? [...failure.errors] : [SERVER_ERROR_MESSAGE]),
      },
    );
  };

  return (
    <ModalDialog open title="Check Eligibility" onClose={() => navigate(paths.welcome.href())} className="eligibility-dialog">
      <form className="eligibility-form" noValidate onSubmit={submit} aria-busy={check.isPending}>
        {errors.length > 0 && (
          <div className="eligibility-form__errors">
            <ErrorList id="eligibility-errors" errors={errors} />
            {errors[0] === ALREADY_REGISTERED && <Link to={paths.welcome.login.href()}>Sign in</Link>}
          </div>
        )}
        <p className="field__hint">
          Enter the identifier your program gave you{askBirthDate ? ' and your date of birth' : ''} to create your account.
        </p>
        <div className="field">
          <div className="field__label-row">
            <label htmlFor="eligibility-identifier" className="field__label">
              Identifier
            </label>
            <span aria-hidden="true" className="field__required">
              *
            </span>
          </div>
          <input
            id="eligibility-identifier"
            className="input"
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
            aria-invalid={fieldError.identifier ? true : undefined}
            aria-describedby={fieldError.identifier ? 'eligibility-identifier-error' : undefined}
            required
            autoFocus
          />
          {fieldError.identifier && (
            <p id="eligibility-identifier-error" className="field__error">
              {fieldError.identifier}
            </p>
          )}
        </div>
        {askBirthDate && site && (
          <BirthDateSelect
            id="eligibility-birth-date"
            value={birthDate}
            onChange={setBirthDate}
            today={site.current_date}
            error={fieldError.birthDate ?? null}
          />
        )}
        <p className="registration-form__required">
          <span aria-hidden="true">* </span>Required Fields
        </p>
        <button type="submit" className="button button--primary button--block" aria-disabled={check.isPending}>
          {check.isPending ? 'Checking…' : 'Continue'}
        </button>
      </form>
    </ModalDialog>
  );
}
