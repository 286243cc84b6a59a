import type { SiteLocation } from '../lib/site-locations';

interface LocationSelectProps {
  readonly locations: readonly SiteLocation[];
  /** The chosen ids, outermost first (up to three levels). */
  readonly path: readonly string[];
  readonly onChange: (path: string[]) => void;
  /** The site's labels for the levels (location_labels), outermost first. */
  readonly labels: readonly string[];
  readonly error?: string | null;
  /** Element ids start with it (one form may not repeat another's ids). */
  readonly idPrefix?: string;
  /** A top level must be chosen (registration); false: none means every location (reports). */
  readonly required?: boolean;
}

const defaultLabel = (level: number) => (level === 0 ? 'Location' : level === 1 ? 'Sub-location' : 'Area');

/**
 * Up to three nested selects: a level appears once the level above has a choice with children.
 * The chosen location is the innermost choice (spec 2: the child if chosen, else the parent).
 */
export function LocationSelect({
  locations,
  path,
  onChange,
  labels,
  error,
  idPrefix = 'register-location',
  required = true,
}: LocationSelectProps) {
  const levels: { options: readonly SiteLocation[]; chosen: string }[] = [];
  let options = locations;
  for (let level = 0; level < 3 && options.length > 0; level += 1) {
    const chosen = path[level] ?? '';
    levels.push({ options, chosen });
    options = options.find((location) => location.id === chosen)?.children ?? [];
  }
  return (
    <>
      {levels.map(({ options: choices, chosen }, level) => {
        const id = `${idPrefix}-${level}`;
        const label = labels[level] || defaultLabel(level);
        const showError = level === 0 && error;
        return (
          <div className="field" key={id}>
            <div className="field__label-row">
              <label htmlFor={id} className="field__label">
                {label}
              </label>
              {level === 0 && required && (
                <span aria-hidden="true" className="field__required">
                  *
                </span>
              )}
            </div>
            <select
              id={id}
              className="input"
              value={chosen}
              required={level === 0 && required}
              aria-invalid={showError ? true : undefined}
              aria-describedby={showError ? `${idPrefix}-error` : undefined}
              onChange={(event) => onChange([...path.slice(0, level), ...(event.target.value ? [event.target.value] : [])])}
            >
              <option value="">{level === 0 && required ? `Choose a ${label.toLowerCase()}` : `Any ${label.toLowerCase()}`}</option>
              {choices.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </select>
            {showError && (
              <p id={`${idPrefix}-error`} className="field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
