import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import { useErrorsFocus } from '../../../hooks/use-errors-focus';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { useCurrentSite } from '../../../lib/current-site';
import { useAccount } from '../api/get-account';
import { useSaveTrackingMethod } from '../api/save-tracking-method';
import { SaveBar } from '../components/save-bar';
import { SettingsTabs } from '../components/settings-tabs';
import { useSavedFlag } from '../hooks/use-saved-flag';
import '../components/settings.css';

/** Spec 2 §2 active device values, each offered when the site's device flag is on (manual always). */
const METHODS: readonly { value: string; label: string; flag?: string }[] = [
  { value: 'MANUAL', label: 'I will enter my activity myself' },
  { value: 'APPLE', label: 'Apple Health', flag: 'is_healthkit_enabled' },
  { value: 'HEALTH_CONNECT', label: 'Health Connect', flag: 'is_health_connect_enabled' },
  { value: 'FITBIT', label: 'Fitbit', flag: 'is_fitbit_enabled' },
  { value: 'VALIDIC', label: 'Another device or app (Validic)', flag: 'is_validic_enabled' },
  { value: 'GARMIN', label: 'Garmin', flag: 'is_garmin_enabled' },
];

/** /settings/tracking — how the participant logs activity. */
export function TrackingMethodRoute() {
  usePageTitle('Tracking Method');
  const account = useAccount();
  const site = useCurrentSite();
  const save = useSaveTrackingMethod(account.id);
  const initial = account.active_device ?? '';
  const [choice, setChoice] = useState(initial);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const errorsRef = useErrorsFocus(errors);
  const [saved, showSaved, hideSaved] = useSavedFlag();
  const dirty = choice !== initial;
  const blocker = useUnsavedChangesGuard(dirty && !save.isPending);
  const offered = METHODS.filter((method) => !method.flag || site.flags[method.flag] === true || method.value === initial);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!choice) {
      setErrors(['Choose how you want to log activity.']);
      return;
    }
    setErrors([]);
    save.mutate(choice, {
      onSuccess: showSaved,
      onError: (failure) => setErrors(isApiError(failure) ? failure.errors : [SERVER_ERROR_MESSAGE]),
    });
  };

  return (
    <>
      <PageHeader title="Tracking Method" />
      <SettingsTabs />
      <form className="settings-form" noValidate onSubmit={submit} aria-busy={save.isPending}>
        {errors.length > 0 && <ErrorList ref={errorsRef} errors={errors} />}
        <fieldset>
          <legend>How do you want to log activity?</legend>
          <div className="choice-list">
            {offered.map((method) => (
              <div className="checkbox" key={method.value}>
                <input
                  id={`tracking-${method.value}`}
                  type="radio"
                  name="active_device"
                  value={method.value}
                  checked={choice === method.value}
                  onChange={() => {
                    hideSaved();
                    setChoice(method.value);
                  }}
                />
                <label htmlFor={`tracking-${method.value}`}>{method.label}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <SaveBar saving={save.isPending} saved={saved} dirty={dirty} />
      </form>
      <UnsavedChangesDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </>
  );
}
