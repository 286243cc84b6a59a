import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorList } from './error-list';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** The question, e.g. 'Do you want to remove this user (Pat Rivera)?' */
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly busy?: boolean;
  /** Why the action failed, shown above the question. */
  readonly errors?: readonly string[];
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** A destructive action's question, with the action and Cancel. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy = false, errors = [], onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      title={title}
      icon={<TriangleAlert className="icon" />}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </>
      }
    >
      {errors.length > 0 && <ErrorList errors={errors} />}
      <p>{children}</p>
    </ModalDialog>
  );
}
