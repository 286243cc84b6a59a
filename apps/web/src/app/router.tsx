import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { currentUserQueryOptions } from '../lib/current-user';
import { ensureSite, requireUser } from '../lib/route-guards';
import { defaultYear } from '../lib/site-years';
import { landingPath } from './landing';
import { AppLoading } from './routes/app-loading';
import { NotFoundPage } from './routes/not-found';
import { UnknownAddress, unknownAddressLoader } from './routes/unknown-address';
import { RootError, siteGateLoader } from './routes/no-site';
import { PublicLayout } from './routes/public-layout';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { SignedInLayout, signedInLoader } from './routes/signed-in-layout';

/**
 * Routes that only redirect (their loader always does) still name a component, so the router has
 * something to match and does not warn of an "empty page" while it loads them.
 */
const Redirecting = () => null;

/** /log, /stats, /badges without a year open the current one (spec 2 §2). */
const toDefaultYear =
  (queryClient: QueryClient, yearHref: (year: number) => string) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireUser(queryClient, request);
    return redirect(yearHref(defaultYear(await ensureSite(queryClient))));
  };

/**
 * The route table. Every screen (and the signed-in shell) is a lazy module that brings its own
 * loader: a screen's code, and the libraries only it uses, load when it is first opened, so a
 * participant never downloads the administration screens. Only the root layout, the error pages
 * and the redirects below are in the entry chunk.
 */
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
          Component: Redirecting,
          // Spec 1 §2 root path: ?email= is kept for the registration form (and dropped from the URL);
          // then the user's landing page (home, or a dashboard's), else the welcome page.
          loader: async ({ request }) => {
            const email = new URL(request.url).searchParams.get('email');
            if (email !== null) {
              (await import('../features/registration/utils/registration-storage')).keepEmail(email);
              return redirect(paths.root.href());
            }
            const user = await queryClient.ensureQueryData(currentUserQueryOptions());
            return redirect(user ? landingPath({ role: user.role, hostname: window.location.hostname }) : paths.welcome.href());
          },
        },
        {
          path: paths.logout.path,
          Component: Redirecting,
          lazy: async () => {
            const { logoutRoute } = await import('../features/auth/routes/logout');
            return { loader: logoutRoute(queryClient), action: logoutRoute(queryClient) };
          },
        },
        {
          element: <PublicLayout />,
          children: [
            {
              path: paths.welcome.path,
              lazy: async () => {
                const { WelcomeRoute, welcomeLoader } = await import('../features/auth/routes/welcome');
                return { loader: welcomeLoader(queryClient), Component: WelcomeRoute };
              },
              children: [
                {
                  path: paths.welcome.login.path,
                  lazy: async () => ({ Component: (await import('../features/auth/routes/login')).LoginRoute }),
                },
                {
                  path: paths.welcome.forgot.path,
                  lazy: async () => ({ Component: (await import('../features/auth/routes/forgot-password')).ForgotPasswordRoute }),
                },
                {
                  path: paths.welcome.checkEligibility.path,
                  lazy: async () => ({
                    Component: (await import('../features/registration/routes/check-eligibility')).CheckEligibilityRoute,
                  }),
                },
              ],
            },
            {
              path: paths.register.path,
              lazy: async () => {
                const { RegisterRoute, registerLoader } = await import('../features/registration/routes/register');
                return { loader: registerLoader(queryClient), Component: RegisterRoute };
              },
            },
            {
              path: paths.login.path,
              Component: Redirecting,
              loader: ({ request }) => redirect(`${paths.welcome.login.href()}${new URL(request.url).search}`),
            },
            { path: paths.notFound.path, element: <NotFoundPage /> },
            // Spec 1 §2 go.privacy_terms: public, and where required pages are accepted.
            {
              path: paths.policy.privacy.path,
              lazy: async () => {
                const { PolicyPageRoute, policyPageLoader } = await import('../features/policies/routes/policy-page');
                return { loader: policyPageLoader(queryClient, 'privacy'), Component: () => <PolicyPageRoute category="privacy" /> };
              },
            },
            {
              path: paths.policy.terms.path,
              lazy: async () => {
                const { PolicyPageRoute, policyPageLoader } = await import('../features/policies/routes/policy-page');
                return { loader: policyPageLoader(queryClient, 'terms'), Component: () => <PolicyPageRoute category="terms" /> };
              },
            },
            {
              path: paths.unsubscribe.path,
              lazy: async () => ({ Component: (await import('../features/settings/routes/unsubscribe')).UnsubscribeRoute }),
            },
            {
              path: paths.unsubscribe.byPath.path,
              Component: Redirecting,
              lazy: async () => ({ loader: (await import('../features/settings/routes/unsubscribe')).unsubscribePathLoader }),
            },
            {
              path: paths.serverError.path,
              lazy: async () => ({ Component: (await import('./routes/server-error')).ServerErrorPage }),
            },
            {
              path: paths.claimImpersonation.path,
              lazy: async () => ({ Component: (await import('../features/users/routes/claim-impersonation')).ClaimImpersonationRoute }),
            },
          ],
        },
        {
          // The signed-in shell (header, menus, live updates): in the entry, as most visits need it.
          loader: signedInLoader(queryClient),
          element: <SignedInLayout />,
          children: [
            {
              // Errors of one screen render inside the shell, menu intact.
              errorElement: <RouteError />,
              children: [
                {
                  path: paths.home.path,
                  lazy: async () => {
                    const { HomeRoute, homeLoader } = await import('./routes/home');
                    return { loader: homeLoader(queryClient), Component: HomeRoute };
                  },
                },
                { path: paths.log.path, Component: Redirecting, loader: toDefaultYear(queryClient, paths.log.year.href) },
                {
                  path: paths.log.year.path,
                  lazy: async () => {
                    const { LogActivityRoute, logActivityLoader } = await import('../features/entries/routes/log-activity');
                    return { loader: logActivityLoader(queryClient), Component: LogActivityRoute };
                  },
                },
                { path: paths.stats.path, Component: Redirecting, loader: toDefaultYear(queryClient, paths.stats.year.href) },
                {
                  path: paths.stats.year.path,
                  lazy: async () => {
                    const { StatsRoute, statsLoader } = await import('../features/stats/routes/stats');
                    return { loader: statsLoader(queryClient), Component: StatsRoute };
                  },
                },
                { path: paths.badges.path, Component: Redirecting, loader: toDefaultYear(queryClient, paths.badges.year.href) },
                {
                  path: paths.badges.year.path,
                  lazy: async () => {
                    const { BadgesRoute, badgesLoader } = await import('../features/badges/routes/badges');
                    return { loader: badgesLoader(queryClient), Component: BadgesRoute };
                  },
                },
                { path: paths.notifications.path, Component: Redirecting, loader: () => redirect(paths.notifications.unread.href()) },
                {
                  path: paths.notifications.unread.path,
                  lazy: async () => {
                    const { NotificationsRoute, notificationsLoader } = await import('../features/notifications/routes/notifications');
                    return { loader: notificationsLoader(queryClient, 'unread'), Component: () => <NotificationsRoute filter="unread" /> };
                  },
                },
                {
                  path: paths.notifications.all.path,
                  lazy: async () => {
                    const { NotificationsRoute, notificationsLoader } = await import('../features/notifications/routes/notifications');
                    return { loader: notificationsLoader(queryClient, 'all'), Component: () => <NotificationsRoute filter="all" /> };
                  },
                },
                { path: paths.settings.path, Component: Redirecting, loader: () => redirect(paths.settings.personal.href()) },
                {
                  path: paths.settings.personal.path,
                  // The phone-number rules (libphonenumber) load with this screen only.
                  lazy: async () => {
                    const [{ settingsLoader }, { PersonalSettingsRoute }] = await Promise.all([
                      import('../features/settings/routes/settings-loader'),
                      import('../features/settings/routes/personal-settings'),
                    ]);
                    return { loader: settingsLoader(queryClient), Component: PersonalSettingsRoute };
                  },
                },
                {
                  path: paths.settings.email.path,
                  lazy: async () => {
                    const [{ settingsLoader }, { EmailPreferencesRoute }] = await Promise.all([
                      import('../features/settings/routes/settings-loader'),
                      import('../features/settings/routes/email-preferences'),
                    ]);
                    return { loader: settingsLoader(queryClient), Component: EmailPreferencesRoute };
                  },
                },
                {
                  path: paths.settings.tracking.path,
                  lazy: async () => {
                    const [{ settingsLoader }, { TrackingMethodRoute }] = await Promise.all([
                      import('../features/settings/routes/settings-loader'),
                      import('../features/settings/routes/tracking-method'),
                    ]);
                    return { loader: settingsLoader(queryClient), Component: TrackingMethodRoute };
                  },
                },
                {
                  path: paths.siteMap.path,
                  lazy: async () => ({ Component: (await import('./routes/site-map')).SiteMapRoute }),
                },

                // Administration: never loaded unless opened (spec 3).
                {
                  path: paths.user.settings.path,
                  lazy: async () => {
                    const { UserEditRoute, userEditLoader } = await import('../features/settings/routes/user-edit');
                    return { loader: userEditLoader(queryClient), Component: UserEditRoute };
                  },
                },
                {
                  path: paths.policyEditor.path,
                  lazy: async () => {
                    const { PolicyEditorRoute, policyEditorLoader } = await import('../features/policies/routes/policy-editor');
                    return { loader: policyEditorLoader(queryClient), Component: PolicyEditorRoute };
                  },
                },
                {
                  path: paths.locations.path,
                  lazy: async () => {
                    const { LocationsRoute, locationsLoader } = await import('../features/locations/routes/locations');
                    return { loader: locationsLoader(queryClient), Component: LocationsRoute };
                  },
                },
                {
                  path: paths.programs.path,
                  Component: Redirecting,
                  lazy: async () => ({ loader: (await import('../features/programs/routes/programs')).toOwnSitePrograms(queryClient) }),
                },
                {
                  path: paths.site.programs.path,
                  lazy: async () => {
                    const { ProgramsRoute, programsLoader } = await import('../features/programs/routes/programs');
                    return { loader: programsLoader(queryClient), Component: ProgramsRoute };
                  },
                },
                {
                  path: paths.site.program.path,
                  lazy: async () => {
                    const { ProgramEditorRoute, programEditorLoader } = await import('../features/programs/routes/program-editor');
                    return { loader: programEditorLoader(queryClient), Component: ProgramEditorRoute };
                  },
                },
                {
                  path: paths.sites.path,
                  lazy: async () => {
                    const { SitesRoute, sitesLoader } = await import('../features/sites/routes/sites-list');
                    return { loader: sitesLoader(queryClient), Component: SitesRoute };
                  },
                },
                {
                  path: paths.site.path,
                  lazy: async () => {
                    const { SiteDetailRoute, siteDetailLoader } = await import('../features/sites/routes/site-detail');
                    return { loader: siteDetailLoader(queryClient), Component: SiteDetailRoute };
                  },
                },
                {
                  path: paths.site.create.path,
                  lazy: async () => {
                    const { SiteCreateRoute, siteCreateLoader } = await import('../features/sites/routes/site-edit');
                    return { loader: siteCreateLoader(queryClient), Component: SiteCreateRoute };
                  },
                },
                {
                  path: paths.site.edit.path,
                  lazy: async () => {
                    const { SiteEditRoute, siteEditLoader } = await import('../features/sites/routes/site-edit');
                    return { loader: siteEditLoader(queryClient), Component: SiteEditRoute };
                  },
                },
                {
                  path: paths.themeEdit.path,
                  lazy: async () => {
                    const { ThemeEditRoute, themeEditLoader } = await import('../features/theme/routes/theme-edit');
                    return { loader: themeEditLoader(queryClient), Component: ThemeEditRoute };
                  },
                },
                {
                  path: paths.site.users.path,
                  lazy: async () => {
                    const { SiteUsersRoute, siteUsersLoader } = await import('../features/users/routes/site-users');
                    return { loader: siteUsersLoader(queryClient), Component: SiteUsersRoute };
                  },
                },
                {
                  path: paths.site.user.path,
                  Component: Redirecting,
                  loader: ({ params }) => redirect(paths.site.users.href(params.siteId ?? '')),
                },
                {
                  path: paths.ssoDetails.path,
                  lazy: async () => {
                    const { SsoDetailsRoute, ssoDetailsLoader } = await import('../features/sso/routes/sso-details');
                    return { loader: ssoDetailsLoader(queryClient), Component: SsoDetailsRoute };
                  },
                },
                {
                  path: paths.user.impersonate.path,
                  lazy: async () => {
                    const { ImpersonateRoute, impersonateLoader } = await import('../features/users/routes/impersonate');
                    return { loader: impersonateLoader(queryClient), Component: ImpersonateRoute };
                  },
                },
              ],
            },
          ],
        },
        // Spec 1 §2: a route whose menu entry is inactive redirects to the root path.
        ...paths.inactive.map((section) => ({ path: `${section}/*`, Component: Redirecting, loader: () => redirect(paths.root.href()) })),
        // An unknown address: the not-found page, inside the app's shell for a signed-in person.
        { path: '*', loader: unknownAddressLoader(queryClient), Component: UnknownAddress },
      ],
    },
  ]);
}
