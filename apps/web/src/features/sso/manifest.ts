import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** SSO details (spec 3 §3). */
export const ssoFeature = defineFeature({
  name: 'sso',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.ssoDetails.path,
        lazy: () =>
          import('./routes/sso-details').then((route) => ({
            loader: route.ssoDetailsLoader(queryClient),
            Component: route.SsoDetailsRoute,
          })),
      },
    ],
  }),
  menu: [{ group: 'master', order: 4, label: 'SSO Details', to: () => paths.ssoDetails.href(), when: 'sso.manage' }],
});
