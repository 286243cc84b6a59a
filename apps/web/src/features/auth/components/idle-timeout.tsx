import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatCountdown, IDLE_COUNTDOWN_SECONDS, IDLE_LIMIT_MS, useIdleTimeout } from '../hooks/use-idle-timeout';
import { paths } from '../../../config/paths';

interface IdleTimeoutProps {
  readonly enabled: boolean;
  /** The site's idle time and countdown (site settings); absent: the spec's 20 minutes and 5:00. */
  readonly idleSeconds?: number;
  readonly countdownSeconds?: number;
}

/** Spec 1 §4 Idle: when the site's is_timeout_enabled is on, 20 idle minutes open a 5:00 countdown; 0 logs out. */
export function IdleTimeout({ enabled, idleSeconds, countdownSeconds }: IdleTimeoutProps) {
  const navigate = useNavigate();
  const limits = useMemo(
    () => ({ idleMs: idleSeconds ? idleSeconds * 1000 : IDLE_LIMIT_MS, countdownSeconds: countdownSeconds || IDLE_COUNTDOWN_SECONDS }),
    [idleSeconds, countdownSeconds],
  );
  const { secondsLeft, stay } = useIdleTimeout(enabled, () => void navigate(paths.logout.href(), { replace: true }), limits);
  if (secondsLeft === null) return null;
  return (
    <ModalDialog
      open
      role="alertdialog"
      title="Are you still there?"
      onClose={stay}
      closeOnBackdrop={false}
      actions={
        <button type="button" className="button button--primary" onClick={stay} autoFocus>
          Stay
        </button>
      }
    >
      <p>
        You have been idle for a while. For your security you will be logged out in{' '}
        <strong aria-live="off">{formatCountdown(secondsLeft)}</strong>.
      </p>
      {secondsLeft % 60 === 0 && <p className="visually-hidden" role="status">{`${secondsLeft / 60} minutes left`}</p>}
    </ModalDialog>
  );
}
