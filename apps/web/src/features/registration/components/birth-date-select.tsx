import { birthYears, MONTHS, type DateParts } from '../utils/birth-date';

interface BirthDateSelectProps {
  readonly id: string;
  readonly value: DateParts;
  readonly onChange: (value: DateParts) => void;
  /** Today in the site's time zone (the years count back from it). */
  readonly today: string;
  readonly error?: string | null;
  readonly required?: boolean;
}

/** Date of birth as month, day and year selects (spec 2 §2). */
export function BirthDateSelect({ id, value, onChange, today, error, required = true }: BirthDateSelectProps) {
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  const select = (part: keyof DateParts, label: string, options: readonly { value: string; label: string }[]) => (
    <div className="field birth-date__part">
      <label htmlFor={`${id}-${part}`} className="field__label birth-date__label">
        {label}
      </label>
      <select
        id={`${id}-${part}`}
        className="input"
        value={value[part]}
        onChange={(event) => onChange({ ...value, [part]: event.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        required={required}
      >
        <option value="">{label}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="birth-date">
      <legend className="field__label">
        Date of Birth
        {required && (
          <span aria-hidden="true" className="field__required">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="birth-date__parts">
        {select(
          'month',
          'Month',
          MONTHS.map((name, index) => ({ value: String(index + 1), label: name })),
        )}
        {select(
          'day',
          'Day',
          Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
        )}
        {select(
          'year',
          'Year',
          birthYears(today).map((year) => ({ value: String(year), label: String(year) })),
        )}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
