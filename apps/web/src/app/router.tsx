import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { LoginRoute } from '../features/auth/routes/login';
import { logoutRoute } from '../features/auth/routes/logout';
import { WelcomeRoute, welcomeLoader } from '../features/auth/routes/welcome';
import { BadgesRoute, badgesLoader } from '../features/badges/routes/badges';
import { LogActivityRoute, logActivityLoader } from '../features/entries/routes/log-activity';
import { HomeRoute, homeLoader } from '../features/home/routes/home';
import { NotificationsRoute, notificationsLoader } from '../features/notifications/routes/notifications';
import { SsoDetailsRoute, ssoDetailsLoader } from '../features/sso/routes/sso-details';
import { ClaimImpersonationRoute } from '../features/users/routes/claim-impersonation';
import { ImpersonateRoute, impersonateLoader } from '../features/users/routes/impersonate';
import { SiteUsersRoute, siteUsersLoader } from '../features/users/routes/site-users';
import { landingPath } from './landing';
import { ServerErrorPage } from './routes/server-error';
import { SiteMapRoute } from './routes/site-map';
import { currentUserQueryOptions } from '../lib/current-user';
import { ensureSite, requireUser } from '../lib/route-guards';
import { defaultYear } from '../lib/site-years';
import { AppLoading } from './routes/app-loading';
import { NotFoundPage } from './routes/not-found';
import { PublicLayout } from './routes/public-layout';
import { RootLayout } from './routes/root-layout';
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
      errorElement: (
        <PublicLayout>
          <RouteError />
        </PublicLayout>
      ),
      children: [
        {
          index: true,
          // Spec 1 §2 root path: the user's landing page (home, or a dashboard's), else the welcome page.
          loader: async () => {
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
              children: [{ path: 'login', element: <LoginRoute /> }],
            },
            { path: 'login', loader: ({ request }) => redirect(`/welcome/login${new URL(request.url).search}`) },
            { path: '404', element: <NotFoundPage /> },
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
                {
                  path: 'notifications/all',
                  loader: notificationsLoader(queryClient, 'all'),
                  element: <NotificationsRoute filter="all" />,
                },
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
