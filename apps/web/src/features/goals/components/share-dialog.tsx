import { useState } from 'react';
import type { Goal } from '@wellway/contracts';
import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError } from '../../../lib/api-client';
import { useShareGoal } from '../api/share-goal';

const NO_ADDRESS = 'Must include at least 1 email address.';

interface ShareDialogProps {
  readonly goal: Goal | null;
  /** Opened right after completing: congratulate first. */
  readonly justCompleted: boolean;
  readonly onClose: () => void;
}

/**
 * The share popup (spec 2 §4): by e-mail now. TODO(wall): add "Share to the wall" once the wall
 * capability lands.
 */
export function ShareDialog({ goal, justCompleted, onClose }: ShareDialogProps) {
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<{ kind: 'sent' | 'improper' | 'failed'; text: string } | null>(null);
  const share = useShareGoal();
  const close = () => {
    setEmails('');
    setMessage('');
    setResult(null);
    share.reset();
    onClose();
  };
  const improper = result?.kind === 'improper';

  return (
    <ModalDialog
      open={goal !== null}
      title={justCompleted ? 'Goal completed!' : 'Share your goal'}
      onClose={close}
      className="goal-share"
      actions={
        result?.kind === 'sent' ? (
          <button type="button" className="button button--primary" onClick={close}>
            Done
          </button>
        ) : (
          <>
            <button type="submit" form="goal-share-form" className="button button--primary" aria-disabled={share.isPending}>
              {share.isPending ? 'Sending…' : 'Send'}
            </button>
            <button type="button" className="button" onClick={close}>
              Not now
            </button>
          </>
        )
      }
    >
      {justCompleted && <p>Congratulations on completing “{goal?.title || goal?.description}”! Tell someone about it.</p>}
      <form
        id="goal-share-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!goal || share.isPending) return;
          share.mutate(
            { id: goal.id, emails, message },
            {
              onSuccess: () => setResult({ kind: 'sent', text: 'Sent Successfully' }),
              onError: (error) => {
                const first = isApiError(error) ? error.errors[0] : undefined;
                if (first === NO_ADDRESS || (first ?? '').includes('is not an email address'))
                  setResult({ kind: 'improper', text: first ?? NO_ADDRESS });
                else setResult({ kind: 'failed', text: first ?? 'Could not send email.' });
              },
            },
          );
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="goal-share-emails">
            Email addresses
          </label>
          <input
            id="goal-share-emails"
            className="input"
            value={emails}
            autoComplete="off"
            aria-invalid={improper || undefined}
            aria-describedby="goal-share-emails-hint"
            onChange={(event) => setEmails(event.target.value)}
          />
          <p id="goal-share-emails-hint" className="field__hint">
            Separate addresses with commas or semicolons.
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="goal-share-message">
            Message (optional)
          </label>
          <textarea
            id="goal-share-message"
            className="input"
            rows={3}
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
      </form>
      <p role="status" className={result && result.kind !== 'sent' ? 'field__error' : 'goal-share__sent'}>
        {result?.text}
      </p>
    </ModalDialog>
  );
}
