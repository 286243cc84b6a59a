import { useState } from 'react';
import { ErrorList } from '../../../components/error-list';
import { isApiError } from '../../../lib/api-client';
import { useSaveChallenge, type Challenge } from '../api/catalogue';
import { MONTHS } from './months';

export const SAVE_FAILED = 'Could not save Challenge';

interface ChallengeFormProps {
  readonly siteId: string;
  readonly challenge?: Challenge;
  readonly onSaved: (saved: Challenge) => void;
}

/** Name and month (spec 3 §3 Challenge): new, or an edit (a default edited here becomes this site's copy). */
export function ChallengeForm({ siteId, challenge, onSaved }: ChallengeFormProps) {
  const [name, setName] = useState(challenge?.name ?? '');
  const [month, setMonth] = useState(challenge?.month ?? new Date().getMonth() + 1);
  const [errors, setErrors] = useState<string[]>([]);
  const save = useSaveChallenge();
  const prefix = challenge ? 'challenge-edit' : 'challenge-new';

  return (
    <form
      className="card challenge-form"
      aria-labelledby={`${prefix}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        if (name.trim() === '') return setErrors([SAVE_FAILED, 'A challenge needs a name.']);
        save.mutate(
          { siteId, id: challenge?.id, name, month },
          {
            onSuccess: ({ data }) => {
              setErrors([]);
              if (!challenge) setName('');
              onSaved(data);
            },
            onError: (error) => setErrors([SAVE_FAILED, ...(isApiError(error) ? error.errors : [])]),
          },
        );
      }}
    >
      <h2 id={`${prefix}-title`} className="section-title">
        {challenge ? 'Edit challenge' : 'New challenge'}
      </h2>
      {errors.length > 0 && <ErrorList errors={errors} />}
      <div className="challenge-form__fields">
        <div className="field">
          <label className="field__label" htmlFor={`${prefix}-name`}>
            Name
          </label>
          <input
            id={`${prefix}-name`}
            className="input"
            value={name}
            maxLength={255}
            autoComplete="off"
            aria-invalid={errors.length > 0}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${prefix}-month`}>
            Month
          </label>
          <select id={`${prefix}-month`} className="input" value={month} onChange={(event) => setMonth(Number(event.target.value))}>
            {MONTHS.map((label, index) => (
              <option key={label} value={index + 1}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : challenge ? 'Save' : 'Add challenge'}
        </button>
      </div>
    </form>
  );
}
