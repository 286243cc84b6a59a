import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError } from '../../../lib/api-client';

/** Spec 2 §8: saving a goal fails with an 'Error' dialog, the first error joined by line breaks, and OK. */
export function ErrorDialog({ error, onClose }: { readonly error: unknown; readonly onClose: () => void }) {
  const lines = isApiError(error) ? error.errors : ['Something went wrong. Please try again.'];
  return (
    <ModalDialog
      open={error !== null}
      role="alertdialog"
      title="Error"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          OK
        </button>
      }
    >
      <p className="goal-error">
        {lines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </p>
    </ModalDialog>
  );
}
