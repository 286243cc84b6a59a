import type { ReportField } from '@wellway/contracts';
import { useState } from 'react';
import { groupFields, toggleField } from '../utils/draft';

interface FieldsPickerProps {
  readonly fields: readonly ReportField[];
  readonly chosen: readonly string[];
  readonly onChange: (chosen: readonly string[]) => void;
  /** Marks health fields: the viewer (not a master) sees them only as aggregates. */
  readonly marksHealth: boolean;
}

/** Spec 3 §5: the fields by category in the spec's order, searchable; the last chosen one cannot be unticked. */
export function FieldsPicker({ fields, chosen, onChange, marksHealth }: FieldsPickerProps) {
  const [search, setSearch] = useState('');
  const groups = groupFields(fields, search);
  return (
    <fieldset className="report-fields">
      <legend className="field__label">Fields ({chosen.length} chosen)</legend>
      <label className="visually-hidden" htmlFor="report-field-search">
        Search fields
      </label>
      <input
        id="report-field-search"
        type="search"
        className="input"
        placeholder="Search fields"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="report-fields__groups">
        {groups.length === 0 && <p className="report-fields__none">No field matches.</p>}
        {groups.map((group, index) => (
          <div key={group.category} role="group" aria-labelledby={`report-category-${index}`}>
            <h3 id={`report-category-${index}`} className="report-fields__category">
              {group.category}
            </h3>
            {group.fields.map((field) => {
              const checked = chosen.includes(field.id);
              const last = checked && chosen.length === 1;
              return (
                <label key={field.id} className="checkbox">
                  <input
                    type="checkbox"
                    checked={checked}
                    aria-disabled={last || undefined}
                    onChange={() => onChange(toggleField(chosen, field.id))}
                  />
                  <span>
                    {field.display_name}
                    {marksHealth && field.privacy === 'health' && <span className="report-fields__health"> · aggregate</span>}
                  </span>
                </label>
              );
            })}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
