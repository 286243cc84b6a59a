import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';
import {
  actionLabel,
  confirmationOf,
  doneMessage,
  failedMessage,
  sourceOf,
  SOURCE_LABELS,
  type InheritableWording,
  type InheritedRow,
} from './inheritable-wording';

export interface InheritableColumn<T> {
  readonly header: string;
  readonly cell: (item: T, index: number) => ReactNode;
  readonly className?: string;
}

interface InheritableListProps<T extends InheritedRow> {
  /** The table's accessible name. */
  readonly label: string;
  readonly items: readonly T[];
  /** The item's own columns; the list adds Source (Default / Edited / This site) and Actions. */
  readonly columns: readonly InheritableColumn<T>[];
  readonly nameOf: (item: T) => string;
  readonly editHref: (item: T) => string;
  readonly wording: InheritableWording;
  /** Administering the default site: its items are the default set every site inherits. */
  readonly onDefaultSite: boolean;
  /** Deletes or resets the item (the API decides which, as `delete_action` said). */
  readonly onDelete: (item: T) => Promise<unknown>;
  /** Told what was done, to announce it. */
  readonly onDone?: (message: string) => void;
  /** More row actions after Edit, e.g. Award. */
  readonly actions?: (item: T) => ReactNode;
  /** The row element, when rows do more than show (a sortable row for drag and drop); a plain <tr> by default. */
  readonly row?: ComponentType<{ readonly item: T; readonly index: number; readonly children: ReactNode }>;
  readonly className?: string;
}

// The kit's badge classes (components/badge.tsx), written out so this shared chunk needs no other.
const SOURCE_TONES = { default: 'neutral', edited: 'primary', own: 'success' } as const;

/** For the screens that load this list anyway (one shared chunk rather than two). */
export { DEFAULT_SITE_ID, isDefaultSite } from './inheritable-wording';

const PlainRow = ({ children }: { readonly children: ReactNode }) => <tr>{children}</tr>;

/**
 * The table of a list that sites inherit from the default set (spec 3 §1, §4): each row tagged
 * Default, Edited (this site's copy) or This site, with Edit and the delete action the API names
 * (`delete_action`), confirmed in the list's own words. Below 600 px each row stacks as a card.
 */
export function InheritableList<T extends InheritedRow>({
  label,
  items,
  columns,
  nameOf,
  editHref,
  wording,
  onDefaultSite,
  onDelete,
  onDone,
  actions,
  row: Row = PlainRow,
  className,
}: InheritableListProps<T>) {
  const [removing, setRemoving] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const action = removing?.delete_action ?? 'Delete';

  const close = () => {
    setRemoving(null);
    setErrors([]);
  };
  const confirm = async () => {
    if (!removing || busy) return;
    setBusy(true);
    try {
      await onDelete(removing);
      onDone?.(doneMessage(action, nameOf(removing)));
      close();
    } catch (error) {
      setErrors(isApiError(error) && error.errors.length > 0 ? error.errors : [failedMessage(wording, action)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="admin-table-wrap">
        <table
          className={['admin-table', 'admin-table--stacked', 'inheritable-list', className].filter(Boolean).join(' ')}
          aria-label={label}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
              <th scope="col">Source</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => {
              const name = nameOf(item);
              const source = sourceOf(item);
              return (
                <Row key={item.id} item={item} index={index}>
                  {columns.map((column) => (
                    <td key={column.header} data-label={column.header} className={column.className}>
                      {column.cell(item, index)}
                    </td>
                  ))}
                  <td data-label="Source">
                    {/* Its own width, not the cell's, when the row stacks as a card (a grid cell). */}
                    <span className={`badge badge--${SOURCE_TONES[source]}`} style={{ justifySelf: 'start' }}>
                      {SOURCE_LABELS[source]}
                    </span>
                  </td>
                  <td data-label="Actions">
                    <div className="admin-table__actions">
                      <Link className="button button--small" to={editHref(item)}>
                        Edit<span className="visually-hidden"> {name}</span>
                      </Link>
                      {actions?.(item)}
                      {item.delete_action && (
                        <button
                          type="button"
                          className="button button--small button--danger"
                          onClick={() => {
                            setErrors([]);
                            setRemoving(item);
                          }}
                        >
                          {actionLabel(wording, item.delete_action, onDefaultSite)}
                          <span className="visually-hidden">: {name}</span>
                        </button>
                      )}
                    </div>
                  </td>
                </Row>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={actionLabel(wording, action, onDefaultSite)}
        confirmLabel={actionLabel(wording, action, onDefaultSite)}
        busy={busy}
        errors={errors}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {removing ? confirmationOf(wording, action, nameOf(removing), onDefaultSite) : ''}
      </ConfirmDialog>
    </>
  );
}
