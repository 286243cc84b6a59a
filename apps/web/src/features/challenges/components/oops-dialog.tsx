import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError } from '../../../lib/api-client';

/** Spec 2 §8: 'Oops!' with the first base error message and a period. */
export const oopsMessage = (error: unknown): string => {
  const first = isApiError(error) ? (error.errors[0] ?? error.message) : error instanceof Error ? error.message : 'Something went wrong';
  return first.endsWith('.') ? first : `${first}.`;
};

export function OopsDialog({ message, onClose }: { readonly message: string | null; readonly onClose: () => void }) {
  return (
    <ModalDialog
      open={message !== null}
      title="Oops!"
      role="alertdialog"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          OK
        </button>
      }
    >
      <p>{message}</p>
    </ModalDialog>
  );
}
