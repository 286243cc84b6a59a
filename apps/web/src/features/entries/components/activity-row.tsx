import { IntegerInput } from '../../../components/integer-input';
import type { ExerciseActivity } from '../../../lib/current-site';
import { isActivityChosen, MINUTES_MAX_DIGITS, type ActivityRowDraft } from '../utils/entry-draft';

interface ActivityRowProps {
  readonly idPrefix: string;
  readonly index: number;
  readonly row: ActivityRowDraft;
  readonly activities: readonly ExerciseActivity[];
  readonly error?: string;
  readonly onChange: (change: Partial<ActivityRowDraft>) => void;
  readonly onRemove: () => void;
}

export function ActivityRow({ idPrefix, index, row, activities, error, onChange, onRemove }: ActivityRowProps) {
  const number = index + 1;
  const selectId = `${idPrefix}-activity-${index}`;
  const minutesId = `${selectId}-minutes`;
  const errorId = `${selectId}-error`;
  const chosen = isActivityChosen(row);

  return (
    <li className={`activity-row${error ? ' activity-row--invalid' : ''}`}>
      <div className="field">
        <label htmlFor={selectId} className="field__label">
          Activity {number}
        </label>
        <select
          id={selectId}
          className="input"
          value={row.activityId}
          // Choosing no activity blanks the row: its minutes would be ignored anyway.
          onChange={(event) => onChange(event.target.value === '' ? { activityId: '', minutes: '' } : { activityId: event.target.value })}
        >
          <option value="">None</option>
          {activities.map((activity) => (
            <option key={activity.id} value={activity.id}>
              {activity.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--minutes">
        <label htmlFor={minutesId} className="field__label">
          <span className="visually-hidden">Activity {number} </span>Minutes
        </label>
        <IntegerInput
          id={minutesId}
          className="input"
          value={row.minutes}
          onValueChange={(minutes) => onChange({ minutes })}
          maxDigits={MINUTES_MAX_DIGITS}
          disabled={!chosen}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {chosen && (
        <button type="button" className="button button--quiet activity-row__remove" onClick={onRemove}>
          Remove<span className="visually-hidden"> activity {number}</span>
        </button>
      )}
      {error && (
        <p id={errorId} className="field__error activity-row__error">
          {error}
        </p>
      )}
    </li>
  );
}
