import type { Location } from '../api/get-locations';
import { parentChoices } from '../utils/tree';

interface ParentSelectProps {
  readonly id: string;
  readonly label: string;
  readonly tree: readonly Location[];
  /** The location being moved (its subtree is not offered), or null when adding. */
  readonly moving: Location | null;
  readonly value: string | null;
  readonly onChange: (parentId: string | null) => void;
  readonly disabled?: boolean;
}

const TOP_LEVEL = '';

/** A parent chooser: the top level, or any location the subtree can go under within three levels. */
export function ParentSelect({ id, label, tree, moving, value, onChange, disabled }: ParentSelectProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value ?? TOP_LEVEL}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === TOP_LEVEL ? null : event.target.value)}
      >
        <option value={TOP_LEVEL}>Top level</option>
        {parentChoices(tree, moving).map(({ location, path }) => (
          <option key={location.id} value={location.id}>
            {path}
          </option>
        ))}
      </select>
    </div>
  );
}
