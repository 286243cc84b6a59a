import { useState } from 'react';
import { ErrorList } from '../../../components/error-list';
import { isApiError } from '../../../lib/api-client';
import { useCreateLocation } from '../api/create-location';
import type { Location } from '../api/get-locations';
import { ParentSelect } from './parent-select';

export const SAVE_FAILED = 'Could not save Location';

const errorsOf = (error: unknown, heading: string) => [heading, ...(isApiError(error) ? error.errors : [])];

interface AddLocationFormProps {
  readonly siteId: string;
  readonly tree: readonly Location[];
  readonly onAdded: (message: string) => void;
}

export function AddLocationForm({ siteId, tree, onAdded }: AddLocationFormProps) {
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const create = useCreateLocation();

  return (
    <form
      className="card location-add"
      aria-labelledby="location-add-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (create.isPending) return;
        if (name.trim() === '') {
          setErrors([SAVE_FAILED, 'A location needs a name.']);
          return;
        }
        create.mutate(
          { siteId, name, parentLocationId: parentId },
          {
            onSuccess: ({ data }) => {
              setName('');
              setErrors([]);
              onAdded(`${data.name} added.`);
            },
            onError: (error) => setErrors(errorsOf(error, SAVE_FAILED)),
          },
        );
      }}
    >
      <h2 id="location-add-title" className="section-title">
        Add a location
      </h2>
      {errors.length > 0 && <ErrorList errors={errors} />}
      <div className="location-add__fields">
        <div className="field">
          <label className="field__label" htmlFor="location-add-name">
            Name
          </label>
          <input
            id="location-add-name"
            className="input"
            value={name}
            maxLength={100}
            autoComplete="off"
            aria-invalid={errors.length > 0}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <ParentSelect id="location-add-parent" label="Parent location" tree={tree} moving={null} value={parentId} onChange={setParentId} />
        <button type="submit" className="button button--primary" aria-disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add location'}
        </button>
      </div>
    </form>
  );
}
