import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { ToastRegion } from '../../components/toast';
import { useCurrentSiteOrNull } from '../../lib/current-site';
import { hasPermission, useCurrentUser } from '../../lib/current-user';
import { requireAcceptedTerms } from '../../features/policies/routes/required-terms-guard';
import { ensureSite, requireUser } from '../../lib/route-guards';
import { loadAdminFeatures, loadedFeatures, menuEntriesOf } from '../features';
import { AppHeader } from '../layout/app-header';
import { MenuEntries } from '../layout/menu';
import { SiteFooter } from '../layout/site-footer';
import { useLiveUpdates } from '../use-live-updates';

// Only for sites with the idle timeout on, and for a master acting as someone: loaded when needed.
const IdleTimeout = lazy(async () => ({ default: (await import('../../features/auth/components/idle-timeout')).IdleTimeout }));
// Spec 2 §2: a badge earned while logging pops up wherever the participant is, not only on Badges.
const EarnedBadgePopups = lazy(async () => ({
  default: (await import('../../features/badges/components/earned-badge-popups-outside')).EarnedBadgePopupsOutsideGallery,
}));
// Only where the site shows locations and the person is a participant (who may have to pick one).
const PromptLocation = lazy(async () => ({ default: (await import('../../features/settings/components/prompt-location')).PromptLocation }));
// Spec 1 §2: a notification arriving live pops up at the right of the screen.
const NotificationAlerts = lazy(() => import('../../features/notifications/components/notification-alert'));
const ImpersonationBanner = lazy(async () => ({
  default: (await import('../../features/users/components/impersonation-banner')).ImpersonationBanner,
}));

export const signedInLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requireUser(queryClient, request);
    await requireAcceptedTerms(queryClient, user);
    // Only a participant who may have an evaluation to answer loads the guard (no lists yet: read them).
    if (user.role === 'user' && user.pending_evaluation_ids?.length !== 0) {
      const { requireEvaluationsSeen } = await import('../../features/evaluations/routes/evaluation-guard');
      await requireEvaluationsSeen(queryClient, user, request);
    }
    await ensureSite(queryClient);
    // Whoever administers gets the administration features' menu entries (a participant never loads them).
    if (user.role !== 'user') await loadAdminFeatures();
    return null;
  };

/** The app shell for go.u.* routes (or around `children`, e.g. the not-found page). */
export function SignedInLayout({ children }: { readonly children?: ReactNode }) {
  const user = useCurrentUser();
  const site = useCurrentSiteOrNull();
  useLiveUpdates(user !== null);
  // The session was lost: the welcome page is on its way (see app/session.ts).
  if (!user) return null;
  return (
    <MenuEntries value={menuEntriesOf(loadedFeatures())}>
      <div className="app">
        {user.impersonator_id && (
          <Suspense fallback={null}>
            <ImpersonationBanner user={user} />
          </Suspense>
        )}
        <AppHeader user={user} />
        <main id="main" className="app-main" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
        <SiteFooter />
        {site?.flags.is_timeout_enabled === true && (
          <Suspense fallback={null}>
            <IdleTimeout enabled idleSeconds={site.idle_timeout_seconds} countdownSeconds={site.idle_countdown_seconds} />
          </Suspense>
        )}
        {site?.flags.is_location_displayed === true && user.role === 'user' && (
          <Suspense fallback={null}>
            <PromptLocation user={user} site={site} />
          </Suspense>
        )}
        <ToastRegion />
        {hasPermission(user, 'notifications.view') && (
          <Suspense fallback={null}>
            <NotificationAlerts />
          </Suspense>
        )}
        {hasPermission(user, 'badges.view') && (
          <Suspense fallback={null}>
            <EarnedBadgePopups />
          </Suspense>
        )}
      </div>
    </MenuEntries>
  );
}
