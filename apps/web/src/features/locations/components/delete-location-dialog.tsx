import { useState } from 'react';
import { ErrorList } from '../../../components/error-list';
import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError } from '../../../lib/api-client';
import { useDeleteLocation } from '../api/delete-location';
import type { Location } from '../api/get-locations';

interface DeleteLocationDialogProps {
  readonly siteId: string;
  readonly location: Location | null;
  readonly onClose: (message: string | null) => void;
}

/** Spec 1 §1 "confirm-delete location". A location with locations under it is refused (the API says why). */
export function DeleteLocationDialog({ siteId, location, onClose }: DeleteLocationDialogProps) {
  const remove = useDeleteLocation();
  const [errors, setErrors] = useState<string[]>([]);
  const close = (message: string | null) => {
    setErrors([]);
    remove.reset();
    onClose(message);
  };

  return (
    <ModalDialog
      open={location !== null}
      title="Delete location?"
      role="alertdialog"
      onClose={() => close(null)}
      actions={
        <>
          <button type="button" className="button" onClick={() => close(null)}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--danger"
            aria-disabled={remove.isPending}
            onClick={() => {
              if (!location || remove.isPending) return;
              remove.mutate(
                { id: location.id, siteId },
                {
                  onSuccess: () => close(`${location.name} deleted.`),
                  onError: (error) => setErrors(isApiError(error) ? [...error.errors] : ['Could not delete the location.']),
                },
              );
            }}
          >
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </button>
        </>
      }
    >
      {errors.length > 0 && <ErrorList errors={errors} />}
      <p>
        Delete <strong>{location?.name}</strong>? This cannot be undone. A location that has locations under it cannot be deleted: move or
        delete those first.
      </p>
    </ModalDialog>
  );
}
