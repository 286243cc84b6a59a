import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { ForgotPasswordRoute } from '../features/auth/routes/forgot-password';
import { LoginRoute } from '../features/auth/routes/login';
import { logoutRoute } from '../features/auth/routes/logout';
import { WelcomeRoute, welcomeLoader } from '../features/auth/routes/welcome';
import { BadgesRoute, badgesLoader } from '../features/badges/routes/badges';
import { LogActivityRoute, logActivityLoader } from '../features/entries/routes/log-activity';
import { HomeRoute, homeLoader } from '../features/home/routes/home';
import { NotificationsRoute, notificationsLoader } from '../features/notifications/routes/notifications';
import { PolicyEditorRoute, policyEditorLoader } from '../features/policies/routes/policy-editor';
import { PolicyPageRoute, policyPageLoader } from '../features/policies/routes/policy-page';
import { LocationsRoute, locationsLoader } from '../features/locations/routes/locations';
import { ProgramEditorRoute, programEditorLoader } from '../features/programs/routes/program-editor';
import { ProgramsRoute, programsLoader, toOwnSitePrograms } from '../features/programs/routes/programs';
import { SiteDetailRoute, siteDetailLoader } from '../features/sites/routes/site-detail';
import { SiteCreateRoute, siteCreateLoader, SiteEditRoute, siteEditLoader } from '../features/sites/routes/site-edit';
import { SitesRoute, sitesLoader } from '../features/sites/routes/sites-list';
import { ThemeEditRoute, themeEditLoader } from '../features/theme/routes/theme-edit';
import { EmailPreferencesRoute } from '../features/settings/routes/email-preferences';
import { settingsLoader } from '../features/settings/routes/settings-loader';
import { TrackingMethodRoute } from '../features/settings/routes/tracking-method';
import { UnsubscribeRoute, unsubscribePathLoader } from '../features/settings/routes/unsubscribe';
import { SsoDetailsRoute, ssoDetailsLoader } from '../features/sso/routes/sso-details';
import { ClaimImpersonationRoute } from '../features/users/routes/claim-impersonation';
import { ImpersonateRoute, impersonateLoader } from '../features/users/routes/impersonate';
import { SiteUsersRoute, siteUsersLoader } from '../features/users/routes/site-users';
import { paths } from '../config/paths';
import { landingPath } from './landing';
import { ServerErrorPage } from './routes/server-error';
import { SiteMapRoute } from './routes/site-map';
import { CheckEligibilityRoute } from '../features/registration/routes/check-eligibility';
import { keepEmail } from '../features/registration/utils/registration-storage';
import { currentUserQueryOptions } from '../lib/current-user';
import { ensureSite, requireUser } from '../lib/route-guards';
import { defaultYear } from '../lib/site-years';
import { AppLoading } from './routes/app-loading';
import { NotFoundPage } from './routes/not-found';
import { PublicLayout } from './routes/public-layout';
import { RootLayout } from './routes/root-layout';
import { RootError, siteGateLoader } from './routes/no-site';
import { RouteError } from './routes/route-error';
import { SignedInLayout, signedInLoader } from './routes/signed-in-layout';

/** /log, /stats, /badges without a year open the current one (spec 2 §2). */
const toDefaultYear =
  (queryClient: QueryClient, yearHref: (year: number) => string) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireUser(queryClient, request);
    return redirect(yearHref(defaultYear(await ensureSite(queryClient))));
  };

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      hydrateFallbackElement: <AppLoading />,
      // A host that is no site's: signed out, then SITE_NOT_FOUND_URL or the plain "no site" page.
      loader: siteGateLoader(queryClient),
      errorElement: <RootError />,
      children: [
        {
          index: true,
          // Spec 1 §2 root path: ?email= is kept for the registration form (and dropped from the URL);
          // then the user's landing page (home, or a dashboard's), else the welcome page.
          loader: async ({ request }) => {
            const email = new URL(request.url).searchParams.get('email');
            if (email !== null) {
              keepEmail(email);
              return redirect(paths.root.href());
            }
            const user = await queryClient.ensureQueryData(currentUserQueryOptions());
            return redirect(user ? landingPath({ role: user.role, hostname: window.location.hostname }) : paths.welcome.href());
          },
        },
        { path: paths.logout.path, loader: logoutRoute(queryClient), action: logoutRoute(queryClient) },
        {
          element: <PublicLayout />,
          children: [
            {
              path: paths.welcome.path,
              loader: welcomeLoader(queryClient),
              element: <WelcomeRoute />,
              children: [
                { path: paths.welcome.login.path, element: <LoginRoute /> },
                { path: paths.welcome.forgot.path, element: <ForgotPasswordRoute /> },
                { path: paths.welcome.checkEligibility.path, element: <CheckEligibilityRoute /> },
              ],
            },
            {
              path: paths.register.path,
              // The phone-number rules (libphonenumber) load with this screen only.
              lazy: async () => {
                const { RegisterRoute, registerLoader } = await import('../features/registration/routes/register');
                return { loader: registerLoader(queryClient), Component: RegisterRoute };
              },
            },
            { path: paths.login.path, loader: ({ request }) => redirect(`${paths.welcome.login.href()}${new URL(request.url).search}`) },
            { path: paths.notFound.path, element: <NotFoundPage /> },
            // Spec 1 §2 go.privacy_terms: public, and where required pages are accepted.
            {
              path: paths.policy.privacy.path,
              loader: policyPageLoader(queryClient, 'privacy'),
              element: <PolicyPageRoute category="privacy" />,
            },
            {
              path: paths.policy.terms.path,
              loader: policyPageLoader(queryClient, 'terms'),
              element: <PolicyPageRoute category="terms" />,
            },
            { path: paths.unsubscribe.path, element: <UnsubscribeRoute /> },
            { path: paths.unsubscribe.byPath.path, loader: unsubscribePathLoader },
            { path: paths.serverError.path, element: <ServerErrorPage /> },
            { path: paths.claimImpersonation.path, element: <ClaimImpersonationRoute /> },
          ],
        },
        {
          loader: signedInLoader(queryClient),
          element: <SignedInLayout />,
          children: [
            {
              // Errors of one screen render inside the shell, menu intact.
              errorElement: <RouteError />,
              children: [
                { path: paths.home.path, loader: homeLoader(queryClient), element: <HomeRoute /> },
                { path: paths.log.path, loader: toDefaultYear(queryClient, paths.log.year.href) },
                { path: paths.log.year.path, loader: logActivityLoader(queryClient), element: <LogActivityRoute /> },
                { path: paths.stats.path, loader: toDefaultYear(queryClient, paths.stats.year.href) },
                {
                  path: paths.stats.year.path,
                  // Recharts is big: the stats screen loads on first visit.
                  lazy: async () => {
                    const { StatsRoute, statsLoader } = await import('../features/stats/routes/stats');
                    return { loader: statsLoader(queryClient), Component: StatsRoute };
                  },
                },
                { path: paths.badges.path, loader: toDefaultYear(queryClient, paths.badges.year.href) },
                { path: paths.badges.year.path, loader: badgesLoader(queryClient), element: <BadgesRoute /> },
                { path: paths.notifications.path, loader: () => redirect(paths.notifications.unread.href()) },
                {
                  path: paths.notifications.unread.path,
                  loader: notificationsLoader(queryClient, 'unread'),
                  element: <NotificationsRoute filter="unread" />,
                },
                { path: paths.settings.path, loader: () => redirect(paths.settings.personal.href()) },
                {
                  path: paths.settings.personal.path,
                  // The phone-number rules (libphonenumber) load with this screen only.
                  lazy: async () => ({
                    loader: settingsLoader(queryClient),
                    Component: (await import('../features/settings/routes/personal-settings')).PersonalSettingsRoute,
                  }),
                },
                { path: paths.settings.email.path, loader: settingsLoader(queryClient), element: <EmailPreferencesRoute /> },
                {
                  path: paths.user.settings.path,
                  lazy: async () => {
                    const { UserEditRoute, userEditLoader } = await import('../features/settings/routes/user-edit');
                    return { loader: userEditLoader(queryClient), Component: UserEditRoute };
                  },
                },
                { path: paths.settings.tracking.path, loader: settingsLoader(queryClient), element: <TrackingMethodRoute /> },
                {
                  path: paths.notifications.all.path,
                  loader: notificationsLoader(queryClient, 'all'),
                  element: <NotificationsRoute filter="all" />,
                },
                { path: paths.policyEditor.path, loader: policyEditorLoader(queryClient), element: <PolicyEditorRoute /> },
                { path: paths.locations.path, loader: locationsLoader(queryClient), element: <LocationsRoute /> },
                { path: paths.programs.path, loader: toOwnSitePrograms(queryClient) },
                { path: paths.site.programs.path, loader: programsLoader(queryClient), element: <ProgramsRoute /> },
                { path: paths.site.program.path, loader: programEditorLoader(queryClient), element: <ProgramEditorRoute /> },
                { path: paths.sites.path, loader: sitesLoader(queryClient), element: <SitesRoute /> },
                { path: paths.site.path, loader: siteDetailLoader(queryClient), element: <SiteDetailRoute /> },
                { path: paths.site.create.path, loader: siteCreateLoader(queryClient), element: <SiteCreateRoute /> },
                { path: paths.site.edit.path, loader: siteEditLoader(queryClient), element: <SiteEditRoute /> },
                { path: paths.themeEdit.path, loader: themeEditLoader(queryClient), element: <ThemeEditRoute /> },
                { path: paths.siteMap.path, element: <SiteMapRoute /> },
                { path: paths.site.users.path, loader: siteUsersLoader(queryClient), element: <SiteUsersRoute /> },
                { path: paths.site.user.path, loader: ({ params }) => redirect(paths.site.users.href(params.siteId ?? '')) },
                { path: paths.ssoDetails.path, loader: ssoDetailsLoader(queryClient), element: <SsoDetailsRoute /> },
                { path: paths.user.impersonate.path, loader: impersonateLoader(queryClient), element: <ImpersonateRoute /> },
              ],
            },
          ],
        },
        {
          element: <PublicLayout />,
          children: [{ path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ]);
}
