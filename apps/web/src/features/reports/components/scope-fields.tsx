import { Field } from '../../../components/form/field';
import { LocationSelect } from '../../../components/location-select';
import type { SiteLocation } from '../../../lib/site-locations';
import type { EvaluationChoice } from '../utils/draft';

export interface ScopeValue {
  readonly minDate: string;
  readonly maxDate: string;
  /** The location select's path: top-level location first. */
  readonly path: readonly string[];
  /** The evaluation the run is about ('' for everyone). */
  readonly evaluationId: string;
}

interface ScopeFieldsProps {
  readonly value: ScopeValue;
  readonly onChange: (value: ScopeValue) => void;
  readonly locations: readonly SiteLocation[];
  readonly labels: readonly string[];
  readonly evaluations: readonly EvaluationChoice[];
}

/** The run's dates, spec 3 §5's location selectors (top-level location, then its locations) and §7's evaluation. */
export function ScopeFields({ value, onChange, locations, labels, evaluations }: ScopeFieldsProps) {
  return (
    <fieldset className="report-scope">
      <legend className="field__label">{evaluations.length > 0 ? 'Dates, locations and evaluation' : 'Dates and locations'}</legend>
      <div className="report-scope__dates">
        <DateField
          id="report-min-date"
          label="From"
          value={value.minDate}
          max={value.maxDate}
          onChange={(minDate) => onChange({ ...value, minDate })}
        />
        <DateField
          id="report-max-date"
          label="To"
          value={value.maxDate}
          min={value.minDate}
          onChange={(maxDate) => onChange({ ...value, maxDate })}
        />
        {evaluations.length > 0 && (
          <Field label="Completed" id="report-evaluation" hint="Only the participants who completed this evaluation.">
            {(control) => (
              <select
                {...control}
                className="input"
                value={value.evaluationId}
                onChange={(event) => onChange({ ...value, evaluationId: event.target.value })}
              >
                <option value="">Any (everyone)</option>
                {evaluations.map((evaluation) => (
                  <option key={evaluation.id} value={evaluation.id}>
                    {evaluation.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      {locations.length > 0 && (
        <div className="report-scope__locations">
          <LocationSelect
            locations={locations}
            path={value.path}
            onChange={(path) => onChange({ ...value, path })}
            labels={labels}
            idPrefix="report-location"
            required={false}
          />
        </div>
      )}
    </fieldset>
  );
}

interface DateFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly min?: string;
  readonly max?: string;
  readonly onChange: (value: string) => void;
}

/** A run's first or last day; each bounds the other. */
function DateField({ id, label, value, min, max, onChange }: DateFieldProps) {
  return (
    <Field label={label} id={id}>
      {(control) => (
        <input
          {...control}
          type="date"
          className="input"
          value={value}
          min={min || undefined}
          max={max || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
