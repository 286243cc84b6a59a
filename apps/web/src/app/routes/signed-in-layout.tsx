import type { QueryClient } from '@tanstack/react-query';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { IdleTimeout } from '../../features/auth/components/idle-timeout';
import { PromptLocation } from '../../features/settings/components/prompt-location';
import { useCurrentSiteOrNull } from '../../lib/current-site';
import { useCurrentUser } from '../../lib/current-user';
import { requireAcceptedTerms } from '../../features/policies/routes/required-terms-guard';
import { ensureSite, requireUser } from '../../lib/route-guards';
import { ImpersonationBanner } from '../../features/users/components/impersonation-banner';
import { AppHeader } from '../layout/app-header';
import { SiteFooter } from '../layout/site-footer';
import { useLiveUpdates } from '../use-live-updates';

export const signedInLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requireUser(queryClient, request);
    await requireAcceptedTerms(queryClient, user);
    await ensureSite(queryClient);
    return null;
  };

/** The app shell for go.u.* routes. */
export function SignedInLayout() {
  const user = useCurrentUser();
  const site = useCurrentSiteOrNull();
  useLiveUpdates(user !== null);
  // The session was lost: the welcome page is on its way (see app/session.ts).
  if (!user) return null;
  return (
    <div className="app">
      <ImpersonationBanner user={user} />
      <AppHeader user={user} />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <IdleTimeout
        enabled={site?.flags.is_timeout_enabled === true}
        idleSeconds={site?.idle_timeout_seconds}
        countdownSeconds={site?.idle_countdown_seconds}
      />
      <PromptLocation user={user} site={site} />
    </div>
  );
}
