import { useState } from 'react';
import { ErrorList } from '../../../components/error-list';
import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError } from '../../../lib/api-client';
import { useDeleteChallenge, type Challenge } from '../api/catalogue';

/**
 * What the API says deleting does here: a site's copy is reset (the default shows again), a
 * default can be deleted only on the default site (null: no action offered).
 */
export const deleteLabel = (challenge: Challenge): 'Reset' | 'Delete' | null => challenge.delete_action ?? null;

interface DeleteChallengeDialogProps {
  readonly siteId: string;
  readonly challenge: Challenge | null;
  readonly onClose: (message: string | null) => void;
}

/** Spec 3 §5: a challenge's delete asks for confirmation. */
export function DeleteChallengeDialog({ siteId, challenge, onClose }: DeleteChallengeDialogProps) {
  const remove = useDeleteChallenge();
  const [errors, setErrors] = useState<string[]>([]);
  const label = (challenge && deleteLabel(challenge)) ?? 'Delete';
  const close = (message: string | null) => {
    setErrors([]);
    remove.reset();
    onClose(message);
  };
  return (
    <ModalDialog
      open={challenge !== null}
      title={`${label} challenge?`}
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
              if (!challenge || remove.isPending) return;
              remove.mutate(
                { siteId, id: challenge.id },
                {
                  onSuccess: ({ data }) =>
                    close(data.outcome === 'reset' ? `${challenge.name} reset to the default.` : `${challenge.name} deleted.`),
                  onError: (error) => setErrors(isApiError(error) ? [...error.errors] : ['Could not delete the challenge.']),
                },
              );
            }}
          >
            {remove.isPending ? 'Working…' : label}
          </button>
        </>
      }
    >
      {errors.length > 0 && <ErrorList errors={errors} />}
      <p>
        {label === 'Reset' ? 'Reset ' : 'Delete '}
        <strong>{challenge?.name}</strong>
        {label === 'Reset' ? '? The default challenge shows again on this site.' : '? This cannot be undone.'}
      </p>
    </ModalDialog>
  );
}
