import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';
import { Redirecting } from '../../lib/redirecting';

/** A site's users (spec 3 §5) and impersonation (spec 3 §6). */
export const usersFeature = defineFeature({
  name: 'users',
  routes: (queryClient) => ({
    public: [
      {
        path: paths.claimImpersonation.path,
        lazy: async () => ({ Component: (await import('./routes/claim-impersonation')).ClaimImpersonationRoute }),
      },
    ],
    signedIn: [
      {
        path: paths.site.users.path,
        lazy: async () => {
          const { SiteUsersRoute, siteUsersLoader } = await import('./routes/site-users');
          return { loader: siteUsersLoader(queryClient), Component: SiteUsersRoute };
        },
      },
      {
        path: paths.site.user.path,
        Component: Redirecting,
        loader: ({ params }) => redirect(paths.site.users.href(params.siteId ?? '')),
      },
      {
        path: paths.user.impersonate.path,
        lazy: async () => {
          const { ImpersonateRoute, impersonateLoader } = await import('./routes/impersonate');
          return { loader: impersonateLoader(queryClient), Component: ImpersonateRoute };
        },
      },
    ],
  }),
  menu: [
    { group: 'master', order: 3, label: 'Users', to: ({ siteId }) => paths.site.users.href(siteId), when: 'users.delete' },
    {
      group: 'coordinator',
      order: 6,
      label: 'Users',
      to: ({ siteId }) => paths.site.users.href(siteId),
      when: 'users.view',
      unless: 'users.delete',
    },
  ],
  updateKinds: ['users'],
});
