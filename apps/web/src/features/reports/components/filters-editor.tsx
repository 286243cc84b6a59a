import type { ReportField, ReportFilter, ReportSign } from '@wellway/contracts';
import { isDateField } from '@wellway/domain/reports/fields';
import { Plus, X } from 'lucide-react';
import { betweenParts, blankFilter, canAddFilter, SIGNS, withField } from '../utils/draft';

interface FiltersEditorProps {
  readonly fields: readonly ReportField[];
  readonly filters: readonly ReportFilter[];
  readonly onChange: (filters: readonly ReportFilter[]) => void;
}

/** Spec 3 §5: field, operator, value; a date field takes dates ("between" two); a filter is added once every one is complete. */
export function FiltersEditor({ fields, filters, onChange }: FiltersEditorProps) {
  const put = (index: number, filter: ReportFilter) => onChange(filters.map((old, at) => (at === index ? filter : old)));
  const addable = canAddFilter(filters);
  return (
    <fieldset className="report-filters">
      <legend className="field__label">Filters</legend>
      {filters.length === 0 && <p className="report-filters__none">No filters: every participant in scope.</p>}
      {filters.map((filter, index) => (
        <FilterRow
          key={index}
          index={index}
          fields={fields}
          filter={filter}
          onChange={(next) => put(index, next)}
          onRemove={() => onChange(filters.filter((_, at) => at !== index))}
        />
      ))}
      <div>
        <button
          type="button"
          className="button button--small"
          aria-disabled={!addable || undefined}
          aria-describedby={addable ? undefined : 'report-filters-hint'}
          onClick={() => addable && onChange([...filters, blankFilter()])}
        >
          <Plus className="icon icon--sm" aria-hidden="true" /> Add filter
        </button>
        {!addable && (
          <span id="report-filters-hint" className="report-filters__hint">
            Complete the filters above first.
          </span>
        )}
      </div>
    </fieldset>
  );
}

interface FilterRowProps {
  readonly index: number;
  readonly fields: readonly ReportField[];
  readonly filter: ReportFilter;
  readonly onChange: (filter: ReportFilter) => void;
  readonly onRemove: () => void;
}

function FilterRow({ index, fields, filter, onChange, onRemove }: FilterRowProps) {
  const id = `report-filter-${index}`;
  const dated = filter.field !== '' && isDateField(filter.field);
  return (
    <div className="report-filter" role="group" aria-label={`Filter ${index + 1}`}>
      <label className="visually-hidden" htmlFor={`${id}-field`}>
        Filter {index + 1} field
      </label>
      <select
        id={`${id}-field`}
        className="input"
        value={filter.field}
        onChange={(event) => onChange(withField(filter, event.target.value))}
      >
        <option value="">Choose a field</option>
        {fields.map((field) => (
          <option key={field.id} value={field.id}>
            {field.display_name}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-sign`}>
        Filter {index + 1} operator
      </label>
      <select
        id={`${id}-sign`}
        className="input report-filter__sign"
        value={filter.sign}
        onChange={(event) => onChange({ ...filter, sign: event.target.value as ReportSign, value: '' })}
      >
        {SIGNS.map((sign) => (
          <option key={sign} value={sign}>
            {sign}
          </option>
        ))}
      </select>
      <FilterValue id={id} index={index} dated={dated} filter={filter} onChange={onChange} />
      <button type="button" className="icon-button" onClick={onRemove} aria-label={`Remove filter ${index + 1}`}>
        <X className="icon icon--sm" aria-hidden="true" />
      </button>
    </div>
  );
}

interface FilterValueProps {
  readonly id: string;
  readonly index: number;
  readonly dated: boolean;
  readonly filter: ReportFilter;
  readonly onChange: (filter: ReportFilter) => void;
}

/** One value, or "from" and "to" for between (dates run to 23:59:59 of the end day, on the API). */
function FilterValue({ id, index, dated, filter, onChange }: FilterValueProps) {
  const type = dated ? 'date' : 'text';
  if (filter.sign !== 'between') {
    return (
      <>
        <label className="visually-hidden" htmlFor={`${id}-value`}>
          Filter {index + 1} value
        </label>
        <input
          id={`${id}-value`}
          type={type}
          className="input"
          value={filter.value}
          onChange={(event) => onChange({ ...filter, value: event.target.value })}
        />
      </>
    );
  }
  const [from, to] = betweenParts(filter.value);
  return (
    <span className="report-filter__between">
      <label className="visually-hidden" htmlFor={`${id}-from`}>
        Filter {index + 1} from
      </label>
      <input
        id={`${id}-from`}
        type={type}
        className="input"
        value={from}
        max={dated ? to || undefined : undefined}
        onChange={(event) => onChange({ ...filter, value: `${event.target.value},${to}` })}
      />
      <span aria-hidden="true">and</span>
      <label className="visually-hidden" htmlFor={`${id}-to`}>
        Filter {index + 1} to
      </label>
      <input
        id={`${id}-to`}
        type={type}
        className="input"
        value={to}
        min={dated ? from || undefined : undefined}
        onChange={(event) => onChange({ ...filter, value: `${from},${event.target.value}` })}
      />
    </span>
  );
}
