import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** SSO details (spec 3 §3). */
export const ssoFeature = defineFeature({
  name: 'sso',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.ssoDetails.path,
        lazy: async () => {
          const { SsoDetailsRoute, ssoDetailsLoader } = await import('./routes/sso-details');
          return { loader: ssoDetailsLoader(queryClient), Component: SsoDetailsRoute };
        },
      },
    ],
  }),
  menu: [{ group: 'master', order: 4, label: 'SSO Details', to: () => paths.ssoDetails.href(), when: 'sso.manage' }],
});
