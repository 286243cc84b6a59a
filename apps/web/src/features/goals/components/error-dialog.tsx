import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError } from '../../../lib/api-client';

const FALLBACK = 'Something went wrong. Please try again.';

/** Spec 2 §8, spec 3 §8: the first base error only (its own lines kept apart by line breaks). */
export const errorDialogLines = (error: unknown): string[] => ((isApiError(error) ? error.errors[0] : undefined) ?? FALLBACK).split('\n');

/** Spec 2 §8: saving a goal fails with an 'Error' dialog, the first base error joined by line breaks, and OK. */
export function ErrorDialog({ error, onClose }: { readonly error: unknown; readonly onClose: () => void }) {
  const lines = errorDialogLines(error);
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
        {lines.map((line, index) => (
          <span key={index}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </p>
    </ModalDialog>
  );
}
