import { ModalDialog } from './modal-dialog';

export const UNSAVED_CHANGES_TITLE = "You haven't saved.";

interface UnsavedChangesDialogProps {
  readonly open: boolean;
  readonly onStay: () => void;
  readonly onLeave: () => void;
}

export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      title={UNSAVED_CHANGES_TITLE}
      onClose={onStay}
      closeOnBackdrop={false}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={onStay} autoFocus>
            Stay
          </button>
          <button type="button" className="button" onClick={onLeave}>
            Leave
          </button>
        </>
      }
    >
      <p>Your changes will be lost if you leave now.</p>
    </ModalDialog>
  );
}
