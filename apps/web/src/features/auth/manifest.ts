import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { defineFeature, WELCOME_ROUTE_ID } from '../../lib/feature-manifest';
import { Redirecting } from '../../lib/redirecting';

/** Signing in and out: the welcome page with its login and forgot-password dialogs, logout. */
export const authFeature = defineFeature({
  name: 'auth',
  routes: (queryClient) => ({
    bare: [
      {
        path: paths.logout.path,
        Component: Redirecting,
        lazy: () =>
          import('./routes/logout').then((route) => ({ loader: route.logoutRoute(queryClient), action: route.logoutRoute(queryClient) })),
      },
    ],
    public: [
      {
        id: WELCOME_ROUTE_ID,
        path: paths.welcome.path,
        lazy: () =>
          import('./routes/welcome').then((route) => ({ loader: route.welcomeLoader(queryClient), Component: route.WelcomeRoute })),
      },
      {
        path: paths.login.path,
        Component: Redirecting,
        loader: ({ request }) => redirect(`${paths.welcome.login.href()}${new URL(request.url).search}`),
      },
    ],
    welcome: [
      {
        path: paths.welcome.login.path,
        lazy: () => import('./routes/login').then((route) => ({ Component: route.LoginRoute })),
      },
      {
        path: paths.welcome.forgot.path,
        lazy: () => import('./routes/forgot-password').then((route) => ({ Component: route.ForgotPasswordRoute })),
      },
    ],
  }),
});
