import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { FEATURE_PRESETS, flagLabel, type FeaturePreset } from '@wellway/domain/sites/flags';
import { THEME_NAMES } from '@wellway/domain/sites/themes';
import { FormErrors } from '../../../components/form/form-errors';
import { ImageField } from '../../../components/image-field';
import { TextField as KitTextField, type TextFieldProps } from '../../../components/form/text-field';
import { useDomainForm } from '../../../components/form/use-domain-form';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { isApiError } from '../../../lib/api-client';
import type { SiteDetail } from '../api/get-site';
import { useEvaluationChoices } from '../api/get-evaluation-choices';
import { useTimeZones } from '../../../lib/time-zones';
import { bodyFromDraft, coordinatorError, draftFieldOf, draftProblems, withFlag, withPreset, type SiteDraft } from '../utils/site-draft';
import { CheckboxField, FormSection } from './fields';
import { paths } from '../../../config/paths';
import { editableFlagGroups } from '../utils/editable-flags';

export const COULD_NOT_SAVE_SITE = 'Could not save Site';

const LOCATION_LABEL_FIELDS = [
  ['location_labels.0', 'Top level location label'],
  ['location_labels.1', 'Second level location label'],
  ['location_labels.2', 'Third level location label'],
] as const;

const PRESET_LABELS: Record<FeaturePreset, string> = { plus: 'Plus', aktivetrak: 'AktiveTrak', launchpad: 'Launchpad' };

/** The editor's text fields: no browser autofill (these are a site's settings, not the admin's). */
function TextField(props: TextFieldProps<SiteDraft>) {
  return <KitTextField<SiteDraft> autoComplete="off" {...props} />;
}

interface SiteFormProps {
  readonly initial: SiteDraft;
  /** The saved site, when editing one. */
  readonly site?: SiteDetail;
  readonly onSave: (body: Record<string, unknown>) => Promise<void>;
  readonly cancelTo: string;
}

/** The site editor (spec 3 §2.1, §3, §5): every field and flag, grouped; "You haven't saved." guard. */
export function SiteForm({ initial, site, onSave, cancelTo }: SiteFormProps) {
  const kit = useDomainForm<SiteDraft>(
    // A failed save may be far below the message: it is brought into view and focused.
    { defaultValues: initial, rules: draftProblems, fieldOf: draftFieldOf, summaryTitle: COULD_NOT_SAVE_SITE, scrollSummary: true },
    async (draft, form) => {
      try {
        await onSave(bodyFromDraft(draft));
        form.reset(draft);
      } catch (error) {
        kit.fail(isApiError(error) ? error.errors : []);
      }
    },
  );
  const { form, summary, summaryRef, formProps } = kit;
  const { register, control, setValue, getValues, formState } = form;
  const saving = formState.isSubmitting;
  const evaluations = useEvaluationChoices(site?.id ?? null);
  const [coordinator, setCoordinator] = useState('');
  const [coordinatorMessage, setCoordinatorMessage] = useState<string | null>(null);
  const [timeZone, flags, coordinators] = useWatch({ control, name: ['time_zone', 'flags', 'coordinators'] });
  const zones = useTimeZones(timeZone);
  const coordinatorId = useId();

  const dirty = formState.isDirty;
  const blocker = useUnsavedChangesGuard(dirty && !saving);
  const edited = { shouldDirty: true } as const;

  function addCoordinator() {
    const problem = coordinatorError(getValues(), coordinator);
    setCoordinatorMessage(problem);
    if (problem) return;
    setValue('coordinators', [...getValues('coordinators'), coordinator.trim().toLowerCase()], edited);
    setCoordinator('');
  }

  return (
    <FormProvider {...form}>
      <form className="site-form" {...formProps} aria-label="Site">
        <FormErrors errors={summary} summaryRef={summaryRef} persistent />

        <FormSection title="Site">
          <TextField name="name" label="Name" required />
          <TextField
            name="urls"
            label="URLs"
            multiline
            required
            hint="One host per line; * stands for any part (e.g. *.acme.example.com). The last line is the site's own address and may not contain *."
          />
          <TextField name="default_url" label="Default URL" type="url" hint="Empty: https:// and the last URL." />
          <TextField name="years" label="Years" required hint="Comma-separated, e.g. 2025, 2026." />
          <div className="field">
            <label htmlFor="site-time-zone" className="field__label">
              Time zone
            </label>
            <select id="site-time-zone" className="input" {...register('time_zone')}>
              {zones.map((zone) => (
                <option key={zone.id} value={zone.id}>
                  {zone.id}
                </option>
              ))}
            </select>
          </div>
          <TextField name="daily_step_goal" label="Daily step goal" type="number" />
          <TextField name="friend_label" label="Friend label" hint="Default: Friend" />
          <TextField name="friend_label_plural" label="Friend label (plural)" hint="Default: Friends" />
          <CheckboxField label="Site is active" {...register('is_active')} />
        </FormSection>

        <FormSection title="Launch and registration">
          <TextField name="launch_on" label="Launch on" type="date" hint="Before this day the site shows a countdown." />
          <TextField name="registration_starts_on" label="Registration starts on" type="date" />
          <TextField name="registration_ends_after" label="Registration ends after" type="date" />
          <TextField name="late_registration_ends_on" label="Late registration ends on" type="date" />
          <TextField name="disable_after" label="Disable after" type="date" />
          <TextField name="disabled_redirect_url" label="Redirect when disabled" type="url" />
          <TextField name="max_participants" label="Maximum participants" type="number" hint="Empty: no limit." />
          <TextField name="closed_message" label="Registration closed message" multiline />
          <TextField name="closed_max_message" label="Participant limit reached message" multiline />
          <TextField
            name="pilot_password"
            label="New pilot password"
            type="password"
            autoComplete="new-password"
            options={{ onChange: () => setValue('clear_pilot_password', false, edited) }}
            hint={
              site?.has_pilot_password
                ? 'A pilot password is set. Leave empty to keep it.'
                : 'Lets testers in before launch. Leave empty for none.'
            }
          />
          {site?.has_pilot_password && (
            <CheckboxField
              label="Remove the pilot password"
              {...register('clear_pilot_password', { onChange: () => setValue('pilot_password', '', edited) })}
            />
          )}
        </FormSection>

        <FormSection title="Passwords and challenges">
          <TextField name="password_regular_expression_string" label="Password rule (regular expression)" />
          <TextField name="password_help_message" label="Password help message" multiline />
          <TextField name="user_challenge_days" label="Challenge days" type="number" />
          <TextField name="wall_reports_to_hide" label="Reports that hide a wall post" type="number" />
          {site && evaluations && (
            <div className="field">
              <label htmlFor="site-initial-evaluation" className="field__label">
                Initial evaluation
              </label>
              <select
                id="site-initial-evaluation"
                className="input"
                aria-describedby="site-initial-evaluation-hint"
                {...register('initial_site_evaluation_id')}
              >
                <option value="">None</option>
                {evaluations.map((evaluation) => (
                  <option key={evaluation.id} value={evaluation.id}>
                    {evaluation.name}
                  </option>
                ))}
              </select>
              <p id="site-initial-evaluation-hint" className="field__hint">
                The evaluation participants answer first, at registration.
              </p>
            </div>
          )}
          <TextField
            name="idle_timeout_seconds"
            label="Idle time before the sign-out warning (seconds)"
            type="number"
            hint="With the idle timeout flag on. Default: 1200 (20 minutes)."
          />
          <TextField name="idle_countdown_seconds" label="Sign-out warning countdown (seconds)" type="number" hint="Default: 300 (5:00)." />
        </FormSection>

        <FormSection title="E-mail and coordinators">
          <TextField name="from_name" label="From name" />
          <TextField name="from_address" label="From address" type="email" />
          <div className="field site-form__wide">
            <label htmlFor={coordinatorId} className="field__label">
              Coordinator e-mail
            </label>
            <div className="site-form__inline">
              <input
                id={coordinatorId}
                className="input"
                type="email"
                value={coordinator}
                aria-invalid={coordinatorMessage ? true : undefined}
                aria-describedby={coordinatorMessage ? `${coordinatorId}-error` : undefined}
                onChange={(event) => setCoordinator(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addCoordinator();
                  }
                }}
              />
              <button type="button" className="button" onClick={addCoordinator}>
                Add
              </button>
            </div>
            {coordinatorMessage && (
              <p id={`${coordinatorId}-error`} className="field__error">
                {coordinatorMessage}
              </p>
            )}
            <ul className="site-form__chips" aria-label="Coordinators">
              {coordinators.map((email) => (
                <li key={email} className="site-form__chip">
                  {email}
                  <button
                    type="button"
                    className="button button--quiet button--small"
                    aria-label={`Remove ${email}`}
                    onClick={() =>
                      setValue(
                        'coordinators',
                        getValues('coordinators').filter((existing) => existing !== email),
                        edited,
                      )
                    }
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </FormSection>

        <FormSection title="Branding">
          <div className="field">
            <label htmlFor="site-theme" className="field__label">
              Theme
            </label>
            <select id="site-theme" className="input" {...register('theme')}>
              {THEME_NAMES.map((theme) => (
                <option key={theme}>{theme}</option>
              ))}
            </select>
            {site && (
              <p className="field__hint">
                <Link to={paths.themeEdit.href(site.id)}>Edit the theme colours</Link>
              </p>
            )}
          </div>
          <TextField name="logo" label="Logo URL" type="url" />
          <TextField name="placeholder_image" label="Placeholder image URL" type="url" />
          <Controller
            name="badge_locked_image"
            control={control}
            render={({ field }) => (
              <ImageField
                label="Locked badge image"
                value={field.value}
                onChange={field.onChange}
                hint="Shown for badges not yet earned; none shows the badge greyed out."
              />
            )}
          />
          <TextField name="override_css_url" label="Override CSS URL" type="url" />
          <TextField name="webcart_link" label="Web cart link" type="url" />
        </FormSection>

        <FormSection title="Locations">
          {LOCATION_LABEL_FIELDS.map(([name, label]) => (
            <TextField key={name} name={name} label={label} />
          ))}
          <CheckboxField label="Nested locations" {...register('nested_locations')} />
        </FormSection>

        <section className="site-form__section card" aria-labelledby="site-flags-title">
          <h2 id="site-flags-title" className="site-form__legend">
            Features and flags
          </h2>
          <div className="site-form__presets" role="group" aria-label="Feature presets">
            <span className="field__label">Presets:</span>
            {FEATURE_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className="button button--small"
                onClick={() => setValue('flags', withPreset(getValues(), preset).flags, edited)}
              >
                {PRESET_LABELS[preset]}
              </button>
            ))}
          </div>
          <div className="site-form__flag-groups">
            {editableFlagGroups().map((group) => (
              <fieldset key={group.label} className="site-form__flags">
                <legend className="field__label">{group.label}</legend>
                {group.flags.map((flag) => (
                  <CheckboxField
                    key={flag}
                    label={flagLabel(flag)}
                    checked={flags[flag] === true}
                    disabled={flag === 'allow_set_location' && !flags.is_location_displayed}
                    hint={flag === 'allow_set_location' && !flags.is_location_displayed ? 'needs location display' : undefined}
                    onChange={(event) => setValue('flags', withFlag(getValues(), flag, event.target.checked).flags, edited)}
                  />
                ))}
              </fieldset>
            ))}
          </div>
        </section>

        <div className="site-form__actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
          <Link to={cancelTo} className="button">
            Cancel
          </Link>
          {dirty && <span className="field__hint">Unsaved changes</span>}
        </div>

        <UnsavedChangesDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
      </form>
    </FormProvider>
  );
}
