import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FEATURE_PRESETS, flagLabel, SITE_FLAG_GROUPS, type FeaturePreset } from '@wellway/domain/sites/flags';
import { THEME_NAMES } from '@wellway/domain/sites/themes';
import { ErrorList } from '../../../components/error-list';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { isApiError } from '../../../lib/api-client';
import type { SiteDetail } from '../api/get-site';
import { useTimeZones } from '../../../lib/time-zones';
import { bodyFromDraft, coordinatorError, draftErrors, withFlag, withPreset, type SiteDraft } from '../utils/site-draft';
import { CheckboxField, FormSection, TextField } from './fields';
import { paths } from '../../../config/paths';

export const COULD_NOT_SAVE_SITE = 'Could not save Site';

const PRESET_LABELS: Record<FeaturePreset, string> = { plus: 'Plus', aktivetrak: 'AktiveTrak', launchpad: 'Launchpad' };

interface SiteFormProps {
  readonly initial: SiteDraft;
  /** The saved site, when editing one. */
  readonly site?: SiteDetail;
  readonly onSave: (body: Record<string, unknown>) => Promise<void>;
  readonly cancelTo: string;
}

/** The site editor (spec 3 §2.1, §3, §5): every field and flag, grouped; "You haven't saved." guard. */
export function SiteForm({ initial, site, onSave, cancelTo }: SiteFormProps) {
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const errorRef = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  const [showRuleErrors, setShowRuleErrors] = useState(false);
  const [coordinator, setCoordinator] = useState('');
  const [coordinatorMessage, setCoordinatorMessage] = useState<string | null>(null);
  const zones = useTimeZones(draft.time_zone);
  const coordinatorId = useId();

  // A failed save may be far below the message: bring the message into view and focus.
  useEffect(() => {
    if (errors.length === 0) return;
    errorRef.current?.focus();
    errorRef.current?.scrollIntoView({ block: 'center' });
  }, [errors]);

  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  const blocker = useUnsavedChangesGuard(dirty && !saving);
  const ruleErrors = draftErrors(draft);
  const shown = showRuleErrors ? ruleErrors : {};
  const set =
    <K extends keyof SiteDraft>(key: K) =>
    (value: SiteDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowRuleErrors(true);
    if (Object.keys(ruleErrors).length > 0) {
      setErrors([COULD_NOT_SAVE_SITE, ...Object.values(ruleErrors)]);
      return;
    }
    setSaving(true);
    setErrors([]);
    try {
      await onSave(bodyFromDraft(draft));
      setSaved(draft);
    } catch (error) {
      setErrors([COULD_NOT_SAVE_SITE, ...(isApiError(error) ? error.errors : [])]);
    } finally {
      setSaving(false);
    }
  }

  function addCoordinator() {
    const problem = coordinatorError(draft, coordinator);
    setCoordinatorMessage(problem);
    if (problem) return;
    setDraft((current) => ({ ...current, coordinators: [...current.coordinators, coordinator.trim().toLowerCase()] }));
    setCoordinator('');
  }

  return (
    <form className="site-form" onSubmit={submit} noValidate aria-label="Site">
      <ErrorList errors={errors} ref={errorRef} />

      <FormSection title="Site">
        <TextField label="Name" value={draft.name} onChange={set('name')} required error={shown.name} />
        <TextField
          label="URLs"
          value={draft.urls}
          onChange={set('urls')}
          multiline
          required
          error={shown.urls}
          hint="One host per line; * stands for any part (e.g. *.acme.example.com). The last line is the site's own address and may not contain *."
        />
        <TextField
          label="Default URL"
          value={draft.default_url}
          onChange={set('default_url')}
          type="url"
          hint="Empty: https:// and the last URL."
        />
        <TextField
          label="Years"
          value={draft.years}
          onChange={set('years')}
          required
          error={shown.years}
          hint="Comma-separated, e.g. 2025, 2026."
        />
        <div className="field">
          <label htmlFor="site-time-zone" className="field__label">
            Time zone
          </label>
          <select id="site-time-zone" className="input" value={draft.time_zone} onChange={(event) => set('time_zone')(event.target.value)}>
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.id}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Daily step goal" value={draft.daily_step_goal} onChange={set('daily_step_goal')} type="number" />
        <TextField label="Friend label" value={draft.friend_label} onChange={set('friend_label')} hint="Default: Friend" />
        <TextField
          label="Friend label (plural)"
          value={draft.friend_label_plural}
          onChange={set('friend_label_plural')}
          hint="Default: Friends"
        />
        <CheckboxField label="Site is active" checked={draft.is_active} onChange={set('is_active')} />
      </FormSection>

      <FormSection title="Launch and registration">
        <TextField
          label="Launch on"
          type="date"
          value={draft.launch_on}
          onChange={set('launch_on')}
          hint="Before this day the site shows a countdown."
        />
        <TextField
          label="Registration starts on"
          type="date"
          value={draft.registration_starts_on}
          onChange={set('registration_starts_on')}
        />
        <TextField
          label="Registration ends after"
          type="date"
          value={draft.registration_ends_after}
          onChange={set('registration_ends_after')}
        />
        <TextField
          label="Late registration ends on"
          type="date"
          value={draft.late_registration_ends_on}
          onChange={set('late_registration_ends_on')}
        />
        <TextField label="Disable after" type="date" value={draft.disable_after} onChange={set('disable_after')} />
        <TextField label="Redirect when disabled" type="url" value={draft.disabled_redirect_url} onChange={set('disabled_redirect_url')} />
        <TextField
          label="Maximum participants"
          type="number"
          value={draft.max_participants}
          onChange={set('max_participants')}
          hint="Empty: no limit."
        />
        <TextField label="Registration closed message" value={draft.closed_message} onChange={set('closed_message')} multiline />
        <TextField
          label="Participant limit reached message"
          value={draft.closed_max_message}
          onChange={set('closed_max_message')}
          multiline
        />
        <TextField
          label="New pilot password"
          type="password"
          autoComplete="new-password"
          value={draft.pilot_password}
          onChange={(value) => setDraft((current) => ({ ...current, pilot_password: value, clear_pilot_password: false }))}
          hint={
            site?.has_pilot_password
              ? 'A pilot password is set. Leave empty to keep it.'
              : 'Lets testers in before launch. Leave empty for none.'
          }
        />
        {site?.has_pilot_password && (
          <CheckboxField
            label="Remove the pilot password"
            checked={draft.clear_pilot_password}
            onChange={(checked) => setDraft((current) => ({ ...current, clear_pilot_password: checked, pilot_password: '' }))}
          />
        )}
      </FormSection>

      <FormSection title="Passwords and challenges">
        <TextField
          label="Password rule (regular expression)"
          value={draft.password_regular_expression_string}
          onChange={set('password_regular_expression_string')}
        />
        <TextField label="Password help message" value={draft.password_help_message} onChange={set('password_help_message')} multiline />
        <TextField label="Challenge days" type="number" value={draft.user_challenge_days} onChange={set('user_challenge_days')} />
        <TextField
          label="Idle time before the sign-out warning (seconds)"
          type="number"
          value={draft.idle_timeout_seconds}
          onChange={set('idle_timeout_seconds')}
          hint="With the idle timeout flag on. Default: 1200 (20 minutes)."
        />
        <TextField
          label="Sign-out warning countdown (seconds)"
          type="number"
          value={draft.idle_countdown_seconds}
          onChange={set('idle_countdown_seconds')}
          hint="Default: 300 (5:00)."
        />
      </FormSection>

      <FormSection title="E-mail and coordinators">
        <TextField label="From name" value={draft.from_name} onChange={set('from_name')} />
        <TextField label="From address" type="email" value={draft.from_address} onChange={set('from_address')} />
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
            {draft.coordinators.map((email) => (
              <li key={email} className="site-form__chip">
                {email}
                <button
                  type="button"
                  className="button button--quiet button--small"
                  aria-label={`Remove ${email}`}
                  onClick={() =>
                    setDraft((current) => ({ ...current, coordinators: current.coordinators.filter((existing) => existing !== email) }))
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
          <select id="site-theme" className="input" value={draft.theme} onChange={(event) => set('theme')(event.target.value)}>
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
        <TextField label="Logo URL" type="url" value={draft.logo} onChange={set('logo')} />
        <TextField label="Placeholder image URL" type="url" value={draft.placeholder_image} onChange={set('placeholder_image')} />
        <TextField label="Locked badge image URL" type="url" value={draft.badge_locked_image} onChange={set('badge_locked_image')} />
        <TextField label="Override CSS URL" type="url" value={draft.override_css_url} onChange={set('override_css_url')} />
        <TextField label="Web cart link" type="url" value={draft.webcart_link} onChange={set('webcart_link')} />
      </FormSection>

      <FormSection title="Locations">
        {(['Top level location label', 'Second level location label', 'Third level location label'] as const).map((label, index) => (
          <TextField
            key={label}
            label={label}
            value={draft.location_labels[index] ?? ''}
            onChange={(value) =>
              setDraft((current) => {
                const next = [...current.location_labels] as [string, string, string];
                next[index] = value;
                return { ...current, location_labels: next };
              })
            }
          />
        ))}
        <CheckboxField label="Nested locations" checked={draft.nested_locations} onChange={set('nested_locations')} />
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
              onClick={() => setDraft((current) => withPreset(current, preset))}
            >
              {PRESET_LABELS[preset]}
            </button>
          ))}
        </div>
        <div className="site-form__flag-groups">
          {SITE_FLAG_GROUPS.map((group) => (
            <fieldset key={group.label} className="site-form__flags">
              <legend className="field__label">{group.label}</legend>
              {group.flags.map((flag) => (
                <CheckboxField
                  key={flag}
                  label={flagLabel(flag)}
                  checked={draft.flags[flag] === true}
                  disabled={flag === 'allow_set_location' && !draft.flags.is_location_displayed}
                  hint={flag === 'allow_set_location' && !draft.flags.is_location_displayed ? 'needs location display' : undefined}
                  onChange={(checked) => setDraft((current) => withFlag(current, flag, checked))}
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
  );
}
