import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Outlet, redirect, useLoaderData, type LoaderFunctionArgs, useMatch, useNavigate, useSearchParams } from 'react-router';
import { defaultSiteSettings } from '@wellway/domain/sites/settings';
import { usePageTitle } from '../../../hooks/use-page-title';
import { currentSiteQueryOptions, DEFAULT_SITE_NAME } from '../../../lib/current-site';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { loginMessage, takeReturnTo } from '../../../lib/return-to';
import { takeSignInNotice } from '../../../lib/sign-in-notice';
import { LaunchCountdown } from '../components/launch-countdown';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import '../components/auth.css';
import { paths } from '../../../config/paths';
import { safeUrl } from '../../../lib/safe-url';

/** While the site has not launched, look again each minute: the countdown gives way at launch. */
const LAUNCH_POLL_MS = 60_000;

export const welcomeLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions());
    // A reset link opens its dialog even in a browser that is still signed in.
    if (user && !new URL(request.url).searchParams.has('reset_password')) throw redirect(takeReturnTo() ?? paths.home.href());
    // The site's name is welcome but not required: the page works without it.
    await queryClient.prefetchQuery(currentSiteQueryOptions());
    return { message: takeSignInNotice() ?? loginMessage() };
  };

/** /welcome — the signed-out landing page; /welcome/login opens the login dialog over it. */
export function WelcomeRoute() {
  const onLogin = useMatch(paths.welcome.login.path);
  const onForgot = useMatch(paths.welcome.forgot.path);
  // Spec: the login dialog's page is titled Login.
  usePageTitle(onLogin ? 'Login' : onForgot ? 'Forgot Password' : 'Welcome');
  const { message } = useLoaderData<{ message: string | null }>();
  const site =
    useQuery({
      ...currentSiteQueryOptions(),
      refetchInterval: (query) => (query.state.data?.availability.state === 'not_launched' ? LAUNCH_POLL_MS : false),
    }).data ?? null;
  const siteName = site?.name ?? DEFAULT_SITE_NAME;
  const state = site?.availability.state;
  // Issue 11: http(s) only; any other stored address leaves the person on the disabled page.
  const redirectTo = state === 'disabled' ? safeUrl(site?.disabled_redirect_url) : null;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const resetToken = search.get('reset_password');
  const defaults = defaultSiteSettings();
  const rule = {
    passwordRegularExpression: site?.password_regular_expression_string ?? defaults.passwordRegularExpression,
    passwordHelpMessage: site?.password_help_message ?? defaults.passwordHelpMessage,
  };
  useEffect(() => {
    // Spec 2 §4: after disable_after participants go to an external page.
    if (redirectTo) window.location.assign(redirectTo);
  }, [redirectTo]);

  // Spec 2 §2: with reset_password the welcome page opens the reset dialog, then returns to welcome.
  const resetDialog = resetToken && site && (
    <ResetPasswordDialog token={resetToken} rule={rule} onClose={() => navigate(paths.welcome.href(), { replace: true })} />
  );

  if (site && state === 'not_launched') {
    return (
      <div className="welcome">
        <LaunchCountdown site={site} />
        <Outlet />
        {resetDialog}
      </div>
    );
  }

  return (
    <div className="welcome">
      <section className="welcome__hero panel" aria-labelledby="welcome-title">
        <h1 id="welcome-title" className="welcome__title" tabIndex={-1}>
          Welcome to {siteName}
        </h1>
        <p className="welcome__lead">
          {state === 'disabled'
            ? 'This program has ended. Thank you for taking part.'
            : 'Log your steps and activities, watch your progress and earn badges along the way.'}
        </p>
        {message && (
          <p role="status" className="notice">
            {message}
          </p>
        )}
        <Link to={paths.welcome.login.href()} className="button button--primary button--large">
          Log in
        </Link>
        {state !== 'disabled' && <Link to={paths.register.href()}>Create an account</Link>}
      </section>
      <Outlet />
      {resetDialog}
    </div>
  );
}
