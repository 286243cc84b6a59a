import { useEffect, useMemo } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { FormProvider, useWatch } from 'react-hook-form';
import { passwordProblem, settingsMessages } from '@wellway/domain/users/settings';
import { personalSettingsProblems } from '@wellway/domain/users/personal-settings';
import { registrationMessages } from '@wellway/domain/users/registration';
import { defaultSiteSettings } from '@wellway/domain/sites/settings';
import { FormErrors } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';
import { useDomainForm } from '../../../components/form/use-domain-form';
import { LocationSelect } from '../../../components/location-select';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import type { Site } from '../../../lib/current-site';
import { locationPath, useSiteLocations, type SiteLocation } from '../../../lib/site-locations';
import type { Account } from '../api/get-account';
import { useTimeZones } from '../../../lib/time-zones';
import type { PersonalSettings } from '../api/save-personal-settings';
import { useSavedFlag } from '../hooks/use-saved-flag';
import { PASSWORD_MATCH_DELAY_MS, passwordMatchMessage } from '../utils/password-match';
import { SaveBar } from './save-bar';
import './settings.css';

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
  /** Outermost first; the innermost is the user's location. */
  locationPath: string[];
}

/** The text inputs. */
type TextName = 'firstName' | 'lastName' | 'email' | 'line1' | 'line2' | 'city' | 'stateProvince' | 'postalCode' | 'phone';

const accountForm = (account: Account): Form => ({
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
  locationPath: [],
});

/** Which field a rule's message belongs to, for inline errors. */
const fieldByMessage: Record<string, keyof Form> = {
  [settingsMessages.firstNameRequired]: 'firstName',
  [settingsMessages.lastNameRequired]: 'lastName',
  [settingsMessages.emailRequired]: 'email',
  [settingsMessages.emailInvalid]: 'email',
  [settingsMessages.emailTaken]: 'email',
  [settingsMessages.invalidPhone]: 'phone',
  [settingsMessages.invalidTimeZone]: 'timeZone',
};

const locationNames = (locations: readonly SiteLocation[], path: readonly string[]): string => {
  const names: string[] = [];
  let level = locations;
  for (const id of path) {
    const found = level.find((location) => location.id === id);
    if (!found) break;
    names.push(found.name);
    level = found.children;
  }
  return names.join(' › ');
};

/** The site whose rules the form follows: the user's own (a master may edit another site's user). */
export type FormSite = Pick<
  Site,
  'id' | 'time_zone' | 'flags' | 'password_regular_expression_string' | 'password_help_message' | 'location_labels'
>;

interface PersonalFormProps {
  readonly account: Account;
  readonly site: FormSite;
  readonly save: UseMutationResult<unknown, Error, PersonalSettings>;
  /** 'Saved' shows this long (3 s in settings, 1.7 s on the dashboard user edit). */
  readonly savedForMs?: number;
  /** A master's edit: the location may always be changed. */
  readonly adminEdit?: boolean;
}

/**
 * The personal form (spec 2 /settings/personal; spec 3 /{userId}/settings): profile, e-mail,
 * password, location, address, SMS and time zone, checked by the domain's rules as you save.
 */
export function PersonalForm({ account, site, save, savedForMs, adminEdit = false }: PersonalFormProps) {
  const showLocation = site.flags.is_location_displayed === true;
  const locations = useSiteLocations(site.id, showLocation);
  const initial = useMemo(
    () => ({ ...accountForm(account), locationPath: locationPath(locations, account.location_id) }),
    [account, locations],
  );
  const [saved, showSaved, hideSaved] = useSavedFlag(savedForMs);
  const rule = {
    passwordRegularExpression: site.password_regular_expression_string ?? defaultSiteSettings().passwordRegularExpression,
    passwordHelpMessage: site.password_help_message ?? defaultSiteSettings().passwordHelpMessage,
  };
  const showAddress = site.flags.is_address_displayed === true;
  const showSms = site.flags.is_sms_enabled === true;
  const locationShown = showLocation && locations.length > 0;
  // Spec 2 §5: participants move only where the site allows it; a user without a location must choose one.
  const locationChangeable =
    adminEdit || site.flags.allow_set_location === true || locationPath(locations, account.location_id).length === 0;

  /** The domain's rules for the personal form, then the location and the password (when changed). */
  const problems = (form: Form): string[] => {
    const found = personalSettingsProblems({
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      allowsSms: form.allowsSms,
      phone: form.phone,
      timeZone: form.timeZone,
      address: { line1: form.line1, line2: form.line2, city: form.city, stateProvince: form.stateProvince, postalCode: form.postalCode },
    });
    if (locationShown && form.locationPath.length === 0) found.push(registrationMessages.locationRequired);
    const password = form.changePassword ? passwordProblem(form.password, form.confirmation, rule) : null;
    return password ? [...found, password] : found;
  };
  const passwordMessages: readonly string[] = [
    rule.passwordHelpMessage,
    settingsMessages.passwordsMustMatch,
    settingsMessages.passwordRequired,
  ];
  const fieldOf = (message: string): keyof Form | undefined =>
    fieldByMessage[message] ??
    (passwordMessages.includes(message) ? 'password' : message === registrationMessages.locationRequired ? 'locationPath' : undefined);

  const kit = useDomainForm<Form>(
    // Errors stay as the last save found them, until the next save.
    { defaultValues: initial, values: initial, rules: problems, fieldOf, reValidateMode: 'onSubmit' },
    (form) => {
      const locationId = form.locationPath.at(-1) ?? null;
      const settings: PersonalSettings = {
        email: form.email,
        allows_sms: form.allowsSms,
        profile: {
          first_name: form.firstName,
          last_name: form.lastName,
          phone: form.phone,
          time_zone: form.timeZone,
          line1: form.line1,
          line2: form.line2,
          city: form.city,
          state_province: form.stateProvince,
          postal_code: form.postalCode,
        },
        ...(form.changePassword ? { password: form.password, password_confirmation: form.confirmation } : {}),
        ...(locationShown && locationId !== account.location_id ? { location_id: locationId } : {}),
      };
      save.mutate(settings, {
        onSuccess: showSaved,
        onError: (failure) => kit.fail(isApiError(failure) ? failure.errors : [SERVER_ERROR_MESSAGE]),
      });
    },
  );
  const { form, summary, summaryRef, formProps, clearField } = kit;
  const { register, control, setValue, formState } = form;
  const [allowsSms, changePassword, timeZone, chosenPath, password, confirmation] = useWatch({
    control,
    name: ['allowsSms', 'changePassword', 'timeZone', 'locationPath', 'password', 'confirmation'],
  });

  // Spec 2 §5: one second after typing stops, the passwords are compared (the rest waits for Save).
  const typedPasswords = useDebouncedValue(JSON.stringify([password, confirmation]), PASSWORD_MATCH_DELAY_MS);
  useEffect(() => {
    if (!changePassword) return;
    const [typed, confirmed] = JSON.parse(typedPasswords) as [string, string];
    const message = passwordMatchMessage(typed, confirmed);
    const shown = form.getFieldState('password').error?.message;
    if (message) form.setError('password', { type: 'match', message });
    else if (shown === settingsMessages.passwordsMustMatch) form.clearErrors('password');
  }, [typedPasswords, changePassword, form]);
  const zones = useTimeZones(timeZone);
  const dirty = formState.isDirty;
  const blocker = useUnsavedChangesGuard(dirty && !save.isPending);
  const edited = { shouldDirty: true } as const;
  const passwordError = formState.errors.password?.message;
  const input = (
    field: TextName,
    label: string,
    options: { type?: 'text' | 'email' | 'tel'; autoComplete?: string; required?: boolean } = {},
  ) => <TextField<Form> id={`settings-${field}`} name={field} label={label} {...options} />;

  return (
    <>
      <FormProvider {...form}>
        <form
          className="settings-form"
          {...formProps}
          onSubmit={(event) => {
            if (save.isPending) event.preventDefault();
            else formProps.onSubmit(event);
          }}
          // Any change hides 'Saved'.
          onChange={hideSaved}
          aria-busy={save.isPending}
        >
          <FormErrors errors={summary} summaryRef={summaryRef} />
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
              <input id="settings-change-password" type="checkbox" {...register('changePassword')} />
              <label htmlFor="settings-change-password">Change my password</label>
            </div>
            {changePassword && (
              <>
                <p className="field__hint" id="settings-password-rule">
                  {rule.passwordHelpMessage}
                </p>
                <div className="settings-form__row">
                  <div className="field">
                    <label htmlFor="settings-password" className="field__label">
                      New password
                    </label>
                    <input
                      id="settings-password"
                      className="input"
                      type="password"
                      autoComplete="new-password"
                      {...register('password')}
                      aria-invalid={passwordError ? true : undefined}
                      aria-describedby="settings-password-rule"
                    />
                  </div>
                  <div className="field">
                    <label htmlFor="settings-confirmation" className="field__label">
                      Confirm new password
                    </label>
                    <input
                      id="settings-confirmation"
                      className="input"
                      type="password"
                      autoComplete="new-password"
                      {...register('confirmation')}
                      aria-invalid={passwordError === settingsMessages.passwordsMustMatch ? true : undefined}
                    />
                  </div>
                </div>
                {passwordError && <p className="field__error">{passwordError}</p>}
              </>
            )}
          </fieldset>

          {locationShown && (
            <fieldset>
              <legend>Location</legend>
              {locationChangeable ? (
                <LocationSelect
                  locations={locations}
                  path={chosenPath}
                  onChange={(path) => setValue('locationPath', path, edited)}
                  labels={site.location_labels ?? []}
                  error={formState.errors.locationPath?.message ?? null}
                  idPrefix="settings-location"
                />
              ) : (
                <p className="field__hint">{locationNames(locations, chosenPath)} (your site does not let you change your location)</p>
              )}
            </fieldset>
          )}

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
                <input
                  id="settings-sms"
                  type="checkbox"
                  {...register('allowsSms', {
                    // Spec 2 §5: turning SMS off clears the phone and resets the time zone to the site's.
                    onChange: (event: { target: { checked: boolean } }) => {
                      if (event.target.checked) return;
                      setValue('phone', '', edited);
                      setValue('timeZone', site.time_zone, edited);
                      // The phone is out of play: its 'Invalid phone number' goes with it.
                      clearField('phone');
                    },
                  })}
                />
                <label htmlFor="settings-sms">Send me text messages (SMS)</label>
              </div>
              {allowsSms && (
                <>
                  {input('phone', 'Mobile phone', { type: 'tel', autoComplete: 'tel', required: true })}
                  <div className="field">
                    <label htmlFor="settings-timeZone" className="field__label">
                      Time zone
                    </label>
                    <select id="settings-timeZone" className="input" {...register('timeZone')}>
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
      </FormProvider>
      <UnsavedChangesDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </>
  );
}
