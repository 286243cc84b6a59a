import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../../components/error-list';
import { Field } from '../../../components/form/field';
import { ImageField } from '../../../components/image-field';
import { isApiError } from '../../../lib/api-client';
import type { Badge } from '../api/get-site-badges';
import { useProgramChoices } from '../api/get-programs';
import type { BadgeInput } from '../api/save-badge';
import { goalLabel, isCampaign } from '../utils/badge-admin';
import { categories, categoryName } from '../utils/categories';

interface BadgeFormProps {
  readonly siteId: string;
  readonly badge: Badge | null;
  readonly saving: boolean;
  readonly error: unknown;
  readonly onSave: (input: BadgeInput) => void;
  readonly onCancel: () => void;
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** Spec 3 §4 badge editing: name, category, goal, goal2, program (campaign categories) and icon. */
export function BadgeForm({ siteId, badge, saving, error, onSave, onCancel }: BadgeFormProps) {
  const [name, setName] = useState(badge?.name ?? '');
  const [category, setCategory] = useState<Badge['category']>(badge?.category ?? 'days_logged');
  const [goal, setGoal] = useState(String(badge?.goal ?? 1));
  const [goal2, setGoal2] = useState(badge?.goal2 === null || badge?.goal2 === undefined ? '' : String(badge.goal2));
  const [programId, setProgramId] = useState(badge?.program_id ?? '');
  const [icon, setIcon] = useState(badge?.icon ?? '');
  const programs = useProgramChoices(siteId);
  const campaign = isCampaign(category);
  const errors = error ? ['Could not save Badge', ...(isApiError(error) ? error.errors : [])] : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({
      name,
      category,
      goal: Number(goal),
      goal2: numberOrNull(goal2),
      program_id: campaign ? programId || null : null,
      icon: icon.trim(),
    });
  };

  return (
    <form className="card badge-form" onSubmit={submit} noValidate>
      {errors.length > 0 && <ErrorList errors={errors} />}
      <Field label="Name" required>
        {(aria) => <input {...aria} className="input" value={name} required maxLength={100} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field label="Category" required>
        {(aria) => (
          <select {...aria} className="input" value={category} onChange={(e) => setCategory(e.target.value as Badge['category'])}>
            {categories.map((value) => (
              <option key={value} value={value}>
                {categoryName(value)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="badge-form__goals">
        <Field label={goalLabel(category)} required>
          {(aria) => (
            <input {...aria} className="input" type="number" min={0} step={1} value={goal} onChange={(e) => setGoal(e.target.value)} />
          )}
        </Field>
        <Field
          label="Goal 2"
          hint={category === 'campaign_entries' ? 'The number of entries.' : 'Optional.'}
          required={category === 'campaign_entries'}
        >
          {(aria) => (
            <input {...aria} className="input" type="number" min={1} step={1} value={goal2} onChange={(e) => setGoal2(e.target.value)} />
          )}
        </Field>
      </div>
      {campaign && (
        <Field label="Program" required hint={programs.data?.length === 0 ? 'This site has no programs yet.' : undefined}>
          {(aria) => (
            <select {...aria} className="input" value={programId} onChange={(e) => setProgramId(e.target.value)}>
              <option value="">Choose a program</option>
              {(programs.data ?? []).map((program) => (
                <option key={program.id} value={program.id}>
                  {program.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <ImageField
        label="Icon"
        value={icon}
        onChange={setIcon}
        describe={(name) => `App icon: ${name}`}
        hint="Empty: a medal with the badge's initials."
      />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save Badge'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
