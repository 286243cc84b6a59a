import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import type { User } from '../../../lib/current-user';
import { useAuthenticate } from '../api/authenticate';
import { PasswordField } from './password-field';
import { paths } from '../../../config/paths';

/** Spec 1 §9: the login error banner hides after 15 minutes. */
const LOGIN_ERROR_MS = 15 * 60_000;

interface LoginFormProps {
  readonly siteId: string | undefined;
  readonly stayLoggedInByDefault: boolean;
  readonly onSignedIn: (user: User) => void;
}

export function LoginForm({ siteId, stayLoggedInByDefault, onSignedIn }: LoginFormProps) {
  const authenticate = useAuthenticate(siteId);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [stayLoggedIn, setStayLoggedIn] = useState(stayLoggedInByDefault);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!error) return;
    errorRef.current?.focus();
    errorRef.current?.scrollIntoView({ block: 'nearest' });
    const timer = window.setTimeout(() => setError(null), LOGIN_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (authenticate.isPending) return;
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      setError(!trimmedEmail ? 'Email required.' : 'Password required.');
      return;
    }
    setError(null);
    authenticate.mutate(
      { email: trimmedEmail, password, stay_logged_in: stayLoggedIn },
      {
        onSuccess: onSignedIn,
        // Spec 1 §4: failure clears the password and shows the first error.
        onError: (failure) => {
          setPassword('');
          setError(isApiError(failure) ? (failure.errors[0] ?? SERVER_ERROR_MESSAGE) : SERVER_ERROR_MESSAGE);
        },
      },
    );
  };

  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={authenticate.isPending}>
      {error && <ErrorList id="login-error" ref={errorRef} errors={[error]} />}
      <div className="field">
        <label htmlFor="login-email" className="field__label">
          Email
        </label>
        <input
          id="login-email"
          className="input"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={error ? 'login-error' : undefined}
          required
          autoFocus
        />
      </div>
      <PasswordField
        id="login-password"
        value={password}
        onChange={setPassword}
        invalid={error !== null}
        describedBy={error ? 'login-error' : undefined}
      />
      <div className="checkbox">
        <input id="login-stay" type="checkbox" checked={stayLoggedIn} onChange={(event) => setStayLoggedIn(event.target.checked)} />
        <label htmlFor="login-stay">Stay logged in</label>
      </div>
      <button type="submit" className="button button--primary button--block" aria-disabled={authenticate.isPending}>
        {authenticate.isPending ? 'Logging in…' : 'Log in'}
      </button>
      <Link to={paths.welcome.forgot.href()} className="auth-link">
        Forgot your password?
      </Link>
      <Link to={paths.register.href()} className="auth-link">
        Create an account
      </Link>
    </form>
  );
}
