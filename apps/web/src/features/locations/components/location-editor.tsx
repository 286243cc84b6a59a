import { useEffect, useRef, useState } from 'react';
import { ErrorList } from '../../../components/error-list';
import { isApiError } from '../../../lib/api-client';
import type { Location } from '../api/get-locations';
import { useUpdateLocation } from '../api/update-location';
import { SAVE_FAILED } from './add-location-form';
import { ParentSelect } from './parent-select';

export const MOVE_FAILED = 'Update Parent Location Failed';

interface LocationEditorProps {
  readonly siteId: string;
  readonly tree: readonly Location[];
  readonly location: Location;
  readonly onDone: (message: string | null) => void;
}

/** Rename and/or move one location. The parent is sent only if it changed (spec 1 §5). */
export function LocationEditor({ siteId, tree, location, onDone }: LocationEditorProps) {
  const [name, setName] = useState(location.name);
  const [parentId, setParentId] = useState(location.parent_location_id);
  const [errors, setErrors] = useState<string[]>([]);
  const update = useUpdateLocation();
  const idPrefix = `location-${location.id}-edit`;
  const nameRef = useRef<HTMLInputElement>(null);
  // The editor opens on request: its first field takes the focus.
  useEffect(() => nameRef.current?.focus(), []);

  const save = async () => {
    const renamed = name.trim() !== location.name;
    const moved = parentId !== location.parent_location_id;
    if (renamed) {
      try {
        await update.mutateAsync({ id: location.id, siteId, name });
      } catch (error) {
        setErrors([SAVE_FAILED, ...(isApiError(error) ? error.errors : [])]);
        return;
      }
    }
    if (moved) {
      try {
        await update.mutateAsync({ id: location.id, siteId, parentLocationId: parentId });
      } catch (error) {
        setErrors([MOVE_FAILED, ...(isApiError(error) ? error.errors : [])]);
        return;
      }
    }
    onDone(renamed || moved ? `${name.trim()} saved.` : null);
  };

  return (
    <form
      className="location-editor"
      aria-label={`Edit ${location.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!update.isPending) void save();
      }}
    >
      {errors.length > 0 && <ErrorList errors={errors} />}
      <div className="location-editor__fields">
        <div className="field">
          <label className="field__label" htmlFor={`${idPrefix}-name`}>
            Name
          </label>
          <input
            id={`${idPrefix}-name`}
            className="input"
            value={name}
            maxLength={100}
            autoComplete="off"
            ref={nameRef}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <ParentSelect
          id={`${idPrefix}-parent`}
          label="Parent location"
          tree={tree}
          moving={location}
          value={parentId}
          onChange={setParentId}
        />
      </div>
      <div className="location-editor__actions">
        <button type="submit" className="button button--primary button--small" aria-disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button--small" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
