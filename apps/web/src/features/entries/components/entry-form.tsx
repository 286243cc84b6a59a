import { useRef } from 'react';
import { ErrorList } from '../../../components/error-list';
import { NumberField } from '../../../components/number-field';
import type { ExerciseActivity } from '../../../lib/current-site';
import { weekdayName } from '../../../lib/dates';
import { formatDate } from '../../../lib/format';
import {
  changeActivityRow,
  MAX_ACTIVITIES,
  MINUTES_MAX_DIGITS,
  removeActivityRow,
  STEPS_MAX_DIGITS,
  type EntryDraft,
  type EntryDraftErrors,
} from '../utils/entry-draft';
import { ActivityRow } from './activity-row';
import { useErrorsFocus } from '../../../hooks/use-errors-focus';

interface EntryFormProps {
  readonly day: string;
  readonly draft: EntryDraft;
  readonly errors: EntryDraftErrors | null;
  readonly serverErrors: readonly string[];
  readonly saving: boolean;
  readonly activities: readonly ExerciseActivity[];
  readonly onChange: (draft: EntryDraft) => void;
  /** Validates and saves; false when the draft has errors. */
  readonly onSave: () => boolean;
  readonly onCancel: () => void;
}

export function EntryForm({ day, draft, errors, serverErrors, saving, activities, onChange, onSave, onCancel }: EntryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrorsRef = useErrorsFocus(serverErrors);
  const idPrefix = `entry-${day}`;

  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('.error-list, [aria-invalid="true"]')?.focus());

  return (
    <form
      ref={formRef}
      id={`${idPrefix}-form`}
      className="entry-form"
      noValidate
      aria-label={`Activity for ${weekdayName(day)} ${formatDate(day)}`}
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        if (saving) return;
        if (!onSave()) focusFirstProblem();
      }}
    >
      {serverErrors.length > 0 && <ErrorList ref={serverErrorsRef} errors={serverErrors} />}
      {errors && errors.form.length > 0 && <ErrorList errors={errors.form} />}

      <div className="entry-form__totals">
        <NumberField
          id={`${idPrefix}-steps`}
          label="Steps"
          value={draft.steps}
          onValueChange={(steps) => onChange({ ...draft, steps })}
          maxDigits={STEPS_MAX_DIGITS}
          error={errors?.steps}
        />
        <NumberField
          id={`${idPrefix}-minutes`}
          label="Exercise minutes"
          hint="Each minute counts as 100 steps."
          value={draft.minutes}
          onValueChange={(minutes) => onChange({ ...draft, minutes })}
          maxDigits={MINUTES_MAX_DIGITS}
          error={errors?.minutes}
        />
      </div>

      <fieldset className="entry-form__activities">
        <legend>Exercise activities</legend>
        <p className="field__hint">Up to {MAX_ACTIVITIES} a day: choose an activity, then its minutes.</p>
        <ol className="activity-rows">
          {draft.activities.map((row, index) => (
            <ActivityRow
              // Rows have no identity of their own; position is what the server keeps too (sequence).
              key={index}
              idPrefix={idPrefix}
              index={index}
              row={row}
              activities={activities}
              error={errors?.activities[index]}
              onChange={(change) => onChange(changeActivityRow(draft, index, change))}
              onRemove={() => onChange(removeActivityRow(draft, index))}
            />
          ))}
        </ol>
      </fieldset>

      <div className="entry-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
