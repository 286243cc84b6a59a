import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { passwordProblem, settingsMessages } from '@wellway/domain/users/settings';
import { personalSettingsProblems } from '@wellway/domain/users/personal-settings';
import { defaultSiteSettings } from '@wellway/domain/sites/settings';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { useCurrentSite } from '../../../lib/current-site';
import { useAccount, type Account } from '../api/get-account';
import { useTimeZones } from '../api/get-time-zones';
import { useSavePersonalSettings, type PersonalSettings } from '../api/save-personal-settings';
import { SaveBar } from '../components/save-bar';
import { SettingsTabs } from '../components/settings-tabs';
import { useSavedFlag } from '../hooks/use-saved-flag';
import '../components/settings.css';

interface Form {
  firstName: string;
  lastName: string;
  email: string;
  line1: string;
  line2: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  allowsSms: boolean;
  phone: string;
  timeZone: string;
  changePassword: boolean;
  password: string;
  confirmation: string;
}

const formOf = (account: Account): Form => ({
  firstName: account.profile.first_name,
  lastName: account.profile.last_name,
  email: account.email,
  line1: account.profile.line1,
  line2: account.profile.line2,
  city: account.profile.city,
  stateProvince: account.profile.state_province,
  postalCode: account.profile.postal_code,
  allowsSms: account.allows_sms,
  phone: account.profile.phone ?? '',
  timeZone: account.profile.time_zone,
  changePassword: false,
  password: '',
  confirmation: '',
});

/** Which field a rule's message belongs to, for inline errors. */
const fieldOf: Record<string, keyof Form> = {
  [settingsMessages.firstNameRequired]: 'firstName',
  [settingsMessages.lastNameRequired]: 'lastName',
  [settingsMessages.emailRequired]: 'email',
  [settingsMessages.emailInvalid]: 'email',
  [settingsMessages.emailTaken]: 'email',
  [settingsMessages.invalidPhone]: 'phone',
  [settingsMessages.invalidTimeZone]: 'timeZone',
};

/** /settings/personal — profile, e-mail, password, address, SMS and time zone (spec 2 §2). */
export function PersonalSettingsRoute() {
  usePageTitle('Personal');
  const account = useAccount();
  const site = useCurrentSite();
  const save = useSavePersonalSettings(account.id);
  const initial = useMemo(() => formOf(account), [account]);
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const errorsRef = useRef<HTMLDivElement>(null);
  // Errors take focus, so they are read out and in view.
  useEffect(() => {
    if (errors.length > 0) errorsRef.current?.focus();
  }, [errors]);
  const [saved, showSaved, hideSaved] = useSavedFlag();
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const blocker = useUnsavedChangesGuard(dirty && !save.isPending);
  const rule = {
    passwordRegularExpression: site.password_regular_expression_string ?? defaultSiteSettings().passwordRegularExpression,
    passwordHelpMessage: site.password_help_message ?? defaultSiteSettings().passwordHelpMessage,
  };
  const showAddress = site.flags.is_address_displayed === true;
  const showSms = site.flags.is_sms_enabled === true;
  const zones = useTimeZones(form.timeZone);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    hideSaved();
    setForm((current) => {
      // Spec 2 §5: turning SMS off clears the phone and resets the time zone to the site's.
      if (key === 'allowsSms' && value === false) return { ...current, allowsSms: false, phone: '', timeZone: site.time_zone };
      return { ...current, [key]: value };
    });
  };

  const problems = (): string[] => {
    const found = personalSettingsProblems({
      firstName: form.firstName, lastName: form.lastName, email: form.email, allowsSms: form.allowsSms, phone: form.phone, timeZone: form.timeZone,
      address: { line1: form.line1, line2: form.line2, city: form.city, stateProvince: form.stateProvince, postalCode: form.postalCode },
    });
    const password = form.changePassword ? passwordProblem(form.password, form.confirmation, rule) : null;
    return password ? [...found, password] : found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = problems();
    setErrors(found);
    if (found.length > 0) return;
    const settings: PersonalSettings = {
      email: form.email,
      allows_sms: form.allowsSms,
      profile: {
        first_name: form.firstName, last_name: form.lastName, phone: form.phone, time_zone: form.timeZone,
        line1: form.line1, line2: form.line2, city: form.city, state_province: form.stateProvince, postal_code: form.postalCode,
      },
      ...(form.changePassword ? { password: form.password, password_confirmation: form.confirmation } : {}),
    };
    save.mutate(settings, {
      onSuccess: showSaved,
      onError: (failure) => setErrors(isApiError(failure) ? failure.errors : [SERVER_ERROR_MESSAGE]),
    });
  };

  // A saved account becomes the form's new starting point.
  const [seen, setSeen] = useState(account);
  if (seen !== account) {
    setSeen(account);
    setForm(formOf(account));
  }

  const errorFor = (field: keyof Form) => errors.find((message) => fieldOf[message] === field);
  const passwordError = errors.find((message) => !fieldOf[message] && (message === rule.passwordHelpMessage || message === settingsMessages.passwordsMustMatch || message === settingsMessages.passwordRequired));
  const input = (field: keyof Form, label: string, options: { type?: string; autoComplete?: string; required?: boolean } = {}) => {
    const error = errorFor(field);
    const id = `settings-${field}`;
    return (
      <div className="field">
        <label htmlFor={id} className="field__label">
          {label}
          {options.required && <span aria-hidden="true"> *</span>}
        </label>
        <input
          id={id}
          className="input"
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          value={String(form[field])}
          onChange={(event) => set(field, event.target.value as never)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required={options.required}
        />
        {error && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <PageHeader title="Personal" />
      <SettingsTabs />
      <form className="settings-form" noValidate onSubmit={submit} aria-busy={save.isPending}>
        {errors.length > 0 && <ErrorList ref={errorsRef} errors={errors} />}
        <fieldset>
          <legend>Profile</legend>
          <div className="settings-form__row">
            {input('firstName', 'First name', { autoComplete: 'given-name', required: true })}
            {input('lastName', 'Last name', { autoComplete: 'family-name', required: true })}
          </div>
          {input('email', 'Email', { type: 'email', autoComplete: 'email', required: true })}
          <p className="field__hint">* Required Fields</p>
        </fieldset>

        <fieldset>
          <legend>Password</legend>
          <div className="checkbox">
            <input id="settings-change-password" type="checkbox" checked={form.changePassword} onChange={(event) => set('changePassword', event.target.checked)} />
            <label htmlFor="settings-change-password">Change my password</label>
          </div>
          {form.changePassword && (
            <>
              <p className="field__hint" id="settings-password-rule">
                {rule.passwordHelpMessage}
              </p>
              <div className="settings-form__row">
                <div className="field">
                  <label htmlFor="settings-password" className="field__label">New password</label>
                  <input id="settings-password" className="input" type="password" autoComplete="new-password" value={form.password}
                    onChange={(event) => set('password', event.target.value)} aria-invalid={passwordError ? true : undefined} aria-describedby="settings-password-rule" />
                </div>
                <div className="field">
                  <label htmlFor="settings-confirmation" className="field__label">Confirm new password</label>
                  <input id="settings-confirmation" className="input" type="password" autoComplete="new-password" value={form.confirmation}
                    onChange={(event) => set('confirmation', event.target.value)} aria-invalid={passwordError === settingsMessages.passwordsMustMatch ? true : undefined} />
                </div>
              </div>
              {passwordError && <p className="field__error">{passwordError}</p>}
            </>
          )}
        </fieldset>

        {showAddress && (
          <fieldset>
            <legend>Address</legend>
            {input('line1', 'Address line 1', { autoComplete: 'address-line1' })}
            {input('line2', 'Address line 2', { autoComplete: 'address-line2' })}
            <div className="settings-form__row">
              {input('city', 'City', { autoComplete: 'address-level2' })}
              {input('stateProvince', 'State or province', { autoComplete: 'address-level1' })}
            </div>
            {input('postalCode', 'Postal code', { autoComplete: 'postal-code' })}
          </fieldset>
        )}

        {showSms && (
          <fieldset>
            <legend>Text messages</legend>
            <div className="checkbox">
              <input id="settings-sms" type="checkbox" checked={form.allowsSms} onChange={(event) => set('allowsSms', event.target.checked)} />
              <label htmlFor="settings-sms">Send me text messages (SMS)</label>
            </div>
            {form.allowsSms && (
              <>
                {input('phone', 'Mobile phone', { type: 'tel', autoComplete: 'tel', required: true })}
                <div className="field">
                  <label htmlFor="settings-timeZone" className="field__label">Time zone</label>
                  <select id="settings-timeZone" className="input" value={form.timeZone} onChange={(event) => set('timeZone', event.target.value)}>
                    {zones.map((zone) => (
                      <option key={zone.id} value={zone.id}>
                        {zone.name}
                      </option>
                    ))}
                  </select>
                </div>
              </>
            )}
          </fieldset>
        )}

        <SaveBar saving={save.isPending} saved={saved} dirty={dirty} />
      </form>
      <UnsavedChangesDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </>
  );
}
