import { useEffect, useId, useState } from 'react';
import { ErrorList } from '../../../components/error-list';
import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError } from '../../../lib/api-client';
import { useSendMail } from '../api/change-friendship';

/** Spec 2 §5: an e-mail to a friend needs a message ('Please include a message.', cleared after 5 s). */
export function MailDialog({
  friend,
  onClose,
}: {
  readonly friend: { id: string; full_name: string } | null;
  readonly onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string[]>([]);
  const send = useSendMail();
  const fieldId = useId();
  useEffect(() => {
    if (problem.length === 0) return;
    const timer = window.setTimeout(() => setProblem([]), 5000);
    return () => window.clearTimeout(timer);
  }, [problem]);
  const close = () => {
    setMessage('');
    setProblem([]);
    send.reset();
    onClose();
  };
  const submit = () => {
    // aria-disabled keeps the button focusable, not inert: a second click must not send it twice.
    if (!friend || send.isPending) return;
    if (message.trim() === '') return setProblem(['Please include a message.']);
    send.mutate(
      { recipientId: friend.id, message },
      {
        onSuccess: close,
        onError: (error) => setProblem(isApiError(error) ? [...error.errors] : [error.message]),
      },
    );
  };
  return (
    <ModalDialog
      open={friend !== null}
      title={`E-mail ${friend?.full_name ?? ''}`}
      onClose={close}
      actions={
        <>
          <button type="button" className="button" onClick={close}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={submit} aria-disabled={send.isPending}>
            Send
          </button>
        </>
      }
    >
      {problem.length > 0 && <ErrorList errors={problem} />}
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          Message
        </label>
        <textarea
          id={fieldId}
          className="input"
          rows={5}
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
    </ModalDialog>
  );
}
