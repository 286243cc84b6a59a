import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import type { Site } from '../../../lib/current-site';
import { formatDate } from '../../../lib/format';
import { useAuthenticatePilot } from '../api/authenticate-pilot';
import { PasswordField } from './password-field';
import { paths } from '../../../config/paths';

/** Spec 2 §2: before launch the welcome page counts down; a pilot password lets testers in early. */
export function LaunchCountdown({ site }: { readonly site: Site }) {
  const [open, setOpen] = useState(false);
  const days = site.availability.days_until_launch ?? 0;
  return (
    <section className="welcome__hero panel launch-countdown" aria-labelledby="welcome-title">
      <h1 id="welcome-title" className="welcome__title" tabIndex={-1}>
        {site.name} is coming soon
      </h1>
      <p className="launch-countdown__days" aria-live="polite">
        <span className="launch-countdown__number">{days}</span> {days === 1 ? 'day' : 'days'} to go
      </p>
      {site.launch_on && <p className="welcome__lead">We launch on {formatDate(site.launch_on)}. Come back then to join.</p>}
      <div className="launch-countdown__actions">
        {site.has_pilot_password && (
          <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
            I have a pilot password
          </button>
        )}
        <Link to={paths.welcome.login.href()} className="button">
          Staff log in
        </Link>
      </div>
      <PilotPasswordDialog siteId={site.id} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}

function PilotPasswordDialog({ siteId, open, onClose }: { readonly siteId: string; readonly open: boolean; readonly onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const authenticate = useAuthenticatePilot();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Password required.');
      return;
    }
    authenticate.mutate(
      { siteId, password },
      {
        onSuccess: onClose,
        onError: (failure) => {
          setPassword('');
          setError(isApiError(failure) ? (failure.errors[0] ?? SERVER_ERROR_MESSAGE) : SERVER_ERROR_MESSAGE);
        },
      },
    );
  };

  return (
    <ModalDialog open={open} title="Pilot password" onClose={onClose}>
      <form className="login-form" onSubmit={submit} noValidate>
        {error && <ErrorList errors={[error]} />}
        <PasswordField id="pilot-password" value={password} onChange={setPassword} invalid={error !== null} />
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={authenticate.isPending}>
            Enter
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
