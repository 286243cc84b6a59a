import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isEmailAddress, forgotMessages } from '@wellway/domain/users/settings';
import { normaliseEmail } from '@wellway/domain/users/email';
import { ErrorList } from '../../../components/error-list';
import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { useCurrentSiteOrNull } from '../../../lib/current-site';
import { useForgotPassword } from '../api/forgot-password';
import { paths } from '../../../config/paths';

/** /welcome/forgot — Forgot Password (spec 2 §2): e-mails a reset link; closing returns to /welcome. */
export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const site = useCurrentSiteOrNull();
  const forgot = useForgotPassword(site?.id);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (forgot.isPending) return;
    // Spec 1 §5: trimmed and cleaned of curly quotes, non-breaking and zero-width spaces.
    const cleaned = normaliseEmail(email);
    if (!isEmailAddress(cleaned)) {
      setError(forgotMessages.invalidEmail);
      return;
    }
    setError(null);
    forgot.mutate(cleaned, {
      onSuccess: () => setSentTo(cleaned),
      onError: (failure) => setError(isApiError(failure) ? (failure.errors[0] ?? SERVER_ERROR_MESSAGE) : SERVER_ERROR_MESSAGE),
    });
  };

  return (
    <ModalDialog open title="Forgot Password" onClose={() => navigate(paths.welcome.href())} className="login-dialog">
      {sentTo ? (
        <div className="login-form">
          <p role="status" className="status-message">
            We sent a link to choose a new password to {sentTo}. It works once, for 2 hours.
          </p>
          <Link to={paths.welcome.login.href()} className="button button--primary button--block">
            Back to log in
          </Link>
        </div>
      ) : (
        <form className="login-form" noValidate onSubmit={submit} aria-busy={forgot.isPending}>
          <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
          {error && <ErrorList id="forgot-error" errors={[error]} />}
          <div className="field">
            <label htmlFor="forgot-email" className="field__label">
              Email
            </label>
            <input
              id="forgot-email"
              className="input"
              type="email"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error !== null || undefined}
              aria-describedby={error ? 'forgot-error' : undefined}
              required
              autoFocus
            />
          </div>
          <button type="submit" className="button button--primary button--block" aria-disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending…' : 'Send reset link'}
          </button>
          <Link to={paths.welcome.login.href()} className="auth-link">
            Back to log in
          </Link>
        </form>
      )}
    </ModalDialog>
  );
}
