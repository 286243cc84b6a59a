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
  (queryClient: QueryClient, base: string) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireUser(queryClient, request);
    return redirect(`${base}/${defaultYear(await ensureSite(queryClient))}`);
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
              return redirect('/');
            }
            const user = await queryClient.ensureQueryData(currentUserQueryOptions());
            return redirect(user ? landingPath({ role: user.role, hostname: window.location.hostname }) : '/welcome');
          },
        },
        { path: 'logout', loader: logoutRoute(queryClient), action: logoutRoute(queryClient) },
        {
          element: <PublicLayout />,
          children: [
            {
              path: 'welcome',
              loader: welcomeLoader(queryClient),
              element: <WelcomeRoute />,
              children: [
                { path: 'login', element: <LoginRoute /> },
                { path: 'forgot', element: <ForgotPasswordRoute /> },
                { path: 'check_eligibility', element: <CheckEligibilityRoute /> },
              ],
            },
            {
              path: 'register',
              // The phone-number rules (libphonenumber) load with this screen only.
              lazy: async () => {
                const { RegisterRoute, registerLoader } = await import('../features/registration/routes/register');
                return { loader: registerLoader(queryClient), Component: RegisterRoute };
              },
            },
            { path: 'login', loader: ({ request }) => redirect(`/welcome/login${new URL(request.url).search}`) },
            { path: '404', element: <NotFoundPage /> },
            // Spec 1 §2 go.privacy_terms: public, and where required pages are accepted.
            { path: 'privacy', loader: policyPageLoader(queryClient, 'privacy'), element: <PolicyPageRoute category="privacy" /> },
            { path: 'terms', loader: policyPageLoader(queryClient, 'terms'), element: <PolicyPageRoute category="terms" /> },
            { path: 'unsubscribe', element: <UnsubscribeRoute /> },
            { path: 'unsubscribe/:email', loader: unsubscribePathLoader },
            { path: '500', element: <ServerErrorPage /> },
            { path: 'users/impersonate', element: <ClaimImpersonationRoute /> },
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
                { path: 'home', loader: homeLoader(queryClient), element: <HomeRoute /> },
                { path: 'log', loader: toDefaultYear(queryClient, '/log') },
                { path: 'log/:year', loader: logActivityLoader(queryClient), element: <LogActivityRoute /> },
                { path: 'stats', loader: toDefaultYear(queryClient, '/stats') },
                {
                  path: 'stats/:year',
                  // Recharts is big: the stats screen loads on first visit.
                  lazy: async () => {
                    const { StatsRoute, statsLoader } = await import('../features/stats/routes/stats');
                    return { loader: statsLoader(queryClient), Component: StatsRoute };
                  },
                },
                { path: 'badges', loader: toDefaultYear(queryClient, '/badges') },
                { path: 'badges/:year', loader: badgesLoader(queryClient), element: <BadgesRoute /> },
                { path: 'notifications', loader: () => redirect('/notifications/unread') },
                {
                  path: 'notifications/unread',
                  loader: notificationsLoader(queryClient, 'unread'),
                  element: <NotificationsRoute filter="unread" />,
                },
                { path: 'settings', loader: () => redirect('/settings/personal') },
                {
                  path: 'settings/personal',
                  // The phone-number rules (libphonenumber) load with this screen only.
                  lazy: async () => ({
                    loader: settingsLoader(queryClient),
                    Component: (await import('../features/settings/routes/personal-settings')).PersonalSettingsRoute,
                  }),
                },
                { path: 'settings/email', loader: settingsLoader(queryClient), element: <EmailPreferencesRoute /> },
                {
                  path: ':userId/settings',
                  lazy: async () => {
                    const { UserEditRoute, userEditLoader } = await import('../features/settings/routes/user-edit');
                    return { loader: userEditLoader(queryClient), Component: UserEditRoute };
                  },
                },
                { path: 'settings/tracking', loader: settingsLoader(queryClient), element: <TrackingMethodRoute /> },
                {
                  path: 'notifications/all',
                  loader: notificationsLoader(queryClient, 'all'),
                  element: <NotificationsRoute filter="all" />,
                },
                { path: 'content/:category', loader: policyEditorLoader(queryClient), element: <PolicyEditorRoute /> },
                { path: 'locations', loader: locationsLoader(queryClient), element: <LocationsRoute /> },
                { path: 'programs', loader: toOwnSitePrograms(queryClient) },
                { path: 'site/:siteId/programs', loader: programsLoader(queryClient), element: <ProgramsRoute /> },
                { path: 'site/:siteId/program/:programId', loader: programEditorLoader(queryClient), element: <ProgramEditorRoute /> },
                { path: 'sites', loader: sitesLoader(queryClient), element: <SitesRoute /> },
                { path: 'site/:siteId', loader: siteDetailLoader(queryClient), element: <SiteDetailRoute /> },
                { path: 'site/:siteId/create', loader: siteCreateLoader(queryClient), element: <SiteCreateRoute /> },
                { path: 'site/:siteId/edit', loader: siteEditLoader(queryClient), element: <SiteEditRoute /> },
                { path: 'theme-edit', loader: themeEditLoader(queryClient), element: <ThemeEditRoute /> },
                { path: 'site_map', element: <SiteMapRoute /> },
                { path: 'site/:siteId/users', loader: siteUsersLoader(queryClient), element: <SiteUsersRoute /> },
                { path: 'site/:siteId/user', loader: ({ params }) => redirect(`/site/${params.siteId ?? ''}/users`) },
                { path: 'sso_details', loader: ssoDetailsLoader(queryClient), element: <SsoDetailsRoute /> },
                { path: ':userId/impersonate', loader: impersonateLoader(queryClient), element: <ImpersonateRoute /> },
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
