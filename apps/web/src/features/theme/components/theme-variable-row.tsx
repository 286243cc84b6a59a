import { useId } from 'react';
import { isNonDefault, isUnsaved, pickerValue, type ThemeRow } from '../utils/theme-rows';

/** One variable: a colour picker where the value is a colour, its text, the default and the marks. */
export function ThemeVariableRow({ row, onChange }: { readonly row: ThemeRow; readonly onChange: (value: string) => void }) {
  const id = useId();
  const picker = pickerValue(row.working);
  const unsaved = isUnsaved(row);
  const changed = isNonDefault(row);
  return (
    <tr className={unsaved ? 'theme-table__row--unsaved' : undefined}>
      <th scope="row">
        <label htmlFor={id}>{row.description}</label>
        <code className="theme-table__variable">{row.variable}</code>
      </th>
      <td data-label="Value">
        <div className="theme-table__value">
          {picker && (
            <input
              type="color"
              className="theme-table__swatch"
              value={picker}
              aria-label={`${row.description} colour`}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
          <input id={id} className="input" value={row.working} onChange={(event) => onChange(event.target.value)} spellCheck={false} />
        </div>
      </td>
      <td data-label="Default">
        <span className="theme-table__default">
          {pickerValue(row.defaultValue) && (
            <span className="theme-table__chip" style={{ background: row.defaultValue }} aria-hidden="true" />
          )}
          {row.defaultValue}
        </span>
        {changed && (
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => onChange(row.defaultValue)}
            aria-label={`Reset ${row.description} to default`}
          >
            Reset
          </button>
        )}
      </td>
      <td data-label="Status">
        {unsaved && <span className="theme-mark theme-mark--unsaved">Unsaved</span>}
        {changed && <span className="theme-mark">Not default</span>}
      </td>
    </tr>
  );
}
