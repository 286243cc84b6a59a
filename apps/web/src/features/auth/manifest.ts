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
        lazy: async () => {
          const { logoutRoute } = await import('./routes/logout');
          return { loader: logoutRoute(queryClient), action: logoutRoute(queryClient) };
        },
      },
    ],
    public: [
      {
        id: WELCOME_ROUTE_ID,
        path: paths.welcome.path,
        lazy: async () => {
          const { WelcomeRoute, welcomeLoader } = await import('./routes/welcome');
          return { loader: welcomeLoader(queryClient), Component: WelcomeRoute };
        },
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
        lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
      },
      {
        path: paths.welcome.forgot.path,
        lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute }),
      },
    ],
  }),
});
