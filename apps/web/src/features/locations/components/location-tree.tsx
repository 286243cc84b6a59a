import { useState } from 'react';
import { ErrorList } from '../../../components/error-list';
import { isApiError } from '../../../lib/api-client';
import type { Location } from '../api/get-locations';
import { useReorderLocations } from '../api/reorder-locations';
import { swapped } from '../utils/tree';
import { LocationEditor } from './location-editor';

interface TreeProps {
  readonly siteId: string;
  readonly tree: readonly Location[];
  readonly onDelete: (location: Location) => void;
  readonly announce: (message: string) => void;
}

interface ListProps extends TreeProps {
  readonly siblings: readonly Location[];
  readonly level: number;
  readonly reorder: (siblings: readonly Location[], location: Location, step: -1 | 1) => void;
  readonly busy: boolean;
}

const buttonId = (location: Location, step: -1 | 1) => `location-${location.id}-${step < 0 ? 'up' : 'down'}`;

function LocationItem({ location, index, ...props }: ListProps & { readonly location: Location; readonly index: number }) {
  const { siteId, tree, siblings, level, reorder, busy, onDelete, announce } = props;
  const [editing, setEditing] = useState(false);
  return (
    <li className="location" aria-label={location.name}>
      <div className={`location__row location__row--level-${level}`}>
        <span className="location__name">{location.name}</span>
        <span className="location__actions">
          <button
            id={buttonId(location, -1)}
            type="button"
            className="button button--small button--quiet"
            aria-label={`Move ${location.name} up`}
            aria-disabled={busy || index === 0}
            onClick={() => !busy && index > 0 && reorder(siblings, location, -1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            id={buttonId(location, 1)}
            type="button"
            className="button button--small button--quiet"
            aria-label={`Move ${location.name} down`}
            aria-disabled={busy || index === siblings.length - 1}
            onClick={() => !busy && index < siblings.length - 1 && reorder(siblings, location, 1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="button button--small"
            aria-expanded={editing}
            aria-label={`Edit ${location.name}`}
            onClick={() => setEditing(!editing)}
          >
            Edit
          </button>
          <button
            type="button"
            className="button button--small button--quiet location__delete"
            aria-label={`Delete ${location.name}`}
            onClick={() => onDelete(location)}
          >
            Delete
          </button>
        </span>
      </div>
      {editing && (
        <LocationEditor
          siteId={siteId}
          tree={tree}
          location={location}
          onDone={(message) => {
            setEditing(false);
            if (message) announce(message);
          }}
        />
      )}
      {location.children.length > 0 && <LocationList {...props} siblings={location.children} level={level + 1} />}
    </li>
  );
}

function LocationList(props: ListProps) {
  return (
    <ul className="location-list">
      {props.siblings.map((location, index) => (
        <LocationItem key={location.id} {...props} location={location} index={index} />
      ))}
    </ul>
  );
}

/** The site's locations, nested; each can move up or down among its siblings, be edited or deleted. */
export function LocationTree(props: TreeProps) {
  const reorderMutation = useReorderLocations();
  const [errors, setErrors] = useState<string[]>([]);

  const reorder = (siblings: readonly Location[], location: Location, step: -1 | 1) => {
    const sequence = swapped(siblings, location.id, step);
    if (!sequence) return;
    reorderMutation.mutate(
      { siteId: props.siteId, sequence },
      {
        onSuccess: () => {
          setErrors([]);
          props.announce(`${location.name} moved ${step < 0 ? 'up' : 'down'}.`);
          // Keep the keyboard where it was: on the same button, or its twin at the end of the list.
          requestAnimationFrame(() => {
            const same = document.getElementById(buttonId(location, step));
            const target =
              same?.getAttribute('aria-disabled') === 'true' ? document.getElementById(buttonId(location, step < 0 ? 1 : -1)) : same;
            target?.focus();
          });
        },
        onError: (error) => setErrors(['Could not save Location', ...(isApiError(error) ? error.errors : [])]),
      },
    );
  };

  if (props.tree.length === 0) return <p className="card">No locations yet. Add one above, or upload a CSV file below.</p>;
  return (
    <section className="card location-tree" aria-labelledby="location-tree-title">
      <h2 id="location-tree-title" className="section-title">
        Locations of the site
      </h2>
      {errors.length > 0 && <ErrorList errors={errors} />}
      <LocationList {...props} siblings={props.tree} level={1} reorder={reorder} busy={reorderMutation.isPending} />
    </section>
  );
}
