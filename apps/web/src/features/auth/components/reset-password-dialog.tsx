import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { passwordProblem, settingsMessages, type PasswordRule } from '@wellway/domain/users/settings';
import { resetMessages } from '@wellway/domain/users/password-reset';
import { ErrorList } from '../../../components/error-list';
import { ModalDialog } from '../../../components/modal-dialog';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { isApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { useVerifyPasswordReset } from '../api/verify-password-reset';
import { PasswordField } from './password-field';
import { paths } from '../../../config/paths';

/** Spec 1 §9: password checks run 1 s after typing stops. */
const CHECK_DELAY_MS = 1000;

interface ResetPasswordDialogProps {
  readonly token: string;
  readonly rule: PasswordRule;
  readonly onClose: () => void;
}

/** /welcome?reset_password=… (spec 2 §2): the token is verified on load, then the password is set. */
export function ResetPasswordDialog({ token, rule, onClose }: ResetPasswordDialogProps) {
  const check = useVerifyPasswordReset(token);
  return (
    <ModalDialog open title="Reset Password" onClose={onClose} className="login-dialog">
      {check.isPending ? (
        <p role="status">Checking your link…</p>
      ) : check.isError || !check.data.allow ? (
        <div className="login-form">
          <ErrorList errors={[resetMessages.cannotVerify]} />
          <p>The link may have expired, been used already, or been replaced by a newer one.</p>
          <Link to={paths.welcome.forgot.href()} className="button button--primary button--block">
            Send a new link
          </Link>
        </div>
      ) : (
        <NewPasswordForm token={token} email={check.data.email ?? ''} rule={rule} />
      )}
    </ModalDialog>
  );
}

function NewPasswordForm({ token, email, rule }: { readonly token: string; readonly email: string; readonly rule: PasswordRule }) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [done, setDone] = useState(false);
  const settledPassword = useDebouncedValue(password, CHECK_DELAY_MS);
  const settledConfirmation = useDebouncedValue(confirmation, CHECK_DELAY_MS);

  const formatProblem = settledPassword === '' ? null : passwordProblem(settledPassword, undefined, rule);
  const matchProblem = settledConfirmation !== '' && settledConfirmation !== password ? settingsMessages.passwordsMustMatch : null;
  // Submitting is blocked while the format or match is invalid (spec 1 §5).
  const blocked = reset.isPending || passwordProblem(password, confirmation, rule) !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = passwordProblem(password, confirmation, rule);
    if (problem) {
      setErrors([problem]);
      return;
    }
    if (reset.isPending) return;
    setErrors([]);
    reset.mutate(
      { thing: token, password, password_confirmation: confirmation },
      {
        onSuccess: () => setDone(true),
        onError: (failure) => setErrors([resetMessages.couldNotReset, ...(isApiError(failure) ? failure.errors : [])]),
      },
    );
  };

  if (done) {
    return (
      <div className="login-form">
        <p role="status" className="status-message">
          Your password was changed. Log in with your new password.
        </p>
        <Link to={paths.welcome.login.href()} className="button button--primary button--block">
          Log in
        </Link>
      </div>
    );
  }

  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={reset.isPending}>
      {errors.length > 0 && <ErrorList id="reset-error" errors={errors} />}
      <p>
        Choose a new password for <strong>{email}</strong>.
      </p>
      {!formatProblem && (
        <p id="reset-rule" className="field__hint">
          {rule.passwordHelpMessage}
        </p>
      )}
      <PasswordField
        id="reset-password"
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        invalid={formatProblem !== null}
        describedBy={formatProblem ? 'reset-password-problem' : 'reset-rule'}
        autoFocus
      />
      {formatProblem && (
        <p id="reset-password-problem" className="field__error" role="alert">
          {formatProblem}
        </p>
      )}
      <PasswordField
        id="reset-confirmation"
        label="Confirm new password"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        invalid={matchProblem !== null}
        describedBy={matchProblem ? 'reset-confirmation-problem' : undefined}
      />
      {matchProblem && (
        <p id="reset-confirmation-problem" className="field__error" role="alert">
          {matchProblem}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" aria-disabled={blocked}>
        {reset.isPending ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  );
}
