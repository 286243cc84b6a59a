import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { currentUserQueryOptions } from '../lib/current-user';
import { Redirecting } from '../lib/redirecting';
import { WELCOME_ROUTE_ID } from '../lib/feature-manifest';
import { featureRoutes, loadAdminFeatures } from './features';
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
 * The route table: the layouts, with every feature's routes (`app/features.ts`) in them. Every
 * screen (and the signed-in shell) is a lazy module that brings its own loader: a screen's code,
 * and the libraries only it uses, load when it is first opened, so a participant never downloads
 * the administration screens. Only the root layout, the error pages and the redirects are in the
 * entry chunk.
 */
export function createAppRouter(queryClient: QueryClient) {
  const routes = featureRoutes(queryClient);
  return createBrowserRouter(
    [
      {
        id: ROUTE_IDS.bare,
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
              return redirect(
                user
                  ? landingPath({ role: user.role, hostname: window.location.hostname, pendingEvaluationIds: user.pending_evaluation_ids })
                  : paths.welcome.href(),
              );
            },
          },
          ...routes.bare,
          {
            id: ROUTE_IDS.public,
            element: <PublicLayout />,
            children: [...routes.public, { path: paths.notFound.path, element: <NotFoundPage /> }],
          },
          {
            // The signed-in shell (header, menus, live updates): in the entry, as most visits need it.
            loader: signedInLoader(queryClient),
            element: <SignedInLayout />,
            // Errors of one screen render inside the shell, menu intact.
            children: [{ id: ROUTE_IDS.signedIn, errorElement: <RouteError />, children: routes.signedIn }],
          },
          // Spec 1 §2: a route whose menu entry is inactive redirects to the root path.
          ...paths.inactive.map((section) => ({ path: `${section}/*`, Component: Redirecting, loader: () => redirect(paths.root.href()) })),
          // An unknown address: the not-found page, inside the app's shell for a signed-in person.
          { path: '*', loader: unknownAddressLoader(queryClient), Component: UnknownAddress },
        ],
      },
    ],
    { patchRoutesOnNavigation: adminRoutesOnNavigation(queryClient) },
  );
}

/** Where each slot's routes go (the welcome dialogs under the welcome page's own id). */
const ROUTE_IDS = { bare: 'root', public: 'public', welcome: WELCOME_ROUTE_ID, signedIn: 'screens' } as const;

/**
 * The administration features' routes join the table when the router meets an address it may not
 * know yet (one that only a dynamic or catch-all route matches), before it matches it: so
 * /sites opens the sites list, and a participant sent there is still redirected by its loader.
 */
function adminRoutesOnNavigation(queryClient: QueryClient) {
  let added: Promise<void> | undefined;
  return async ({ patch }: { patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    added ??= loadAdminFeatures().then((admin) => {
      const routes = featureRoutes(queryClient, admin);
      for (const slot of ['bare', 'public', 'welcome', 'signedIn'] as const)
        if (routes[slot].length > 0) patch(ROUTE_IDS[slot], routes[slot]);
    });
    await added;
  };
}
