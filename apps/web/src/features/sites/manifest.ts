import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Sites (spec 3 §2, §3): the master's list, a site's page, creating and editing one. */
export const sitesFeature = defineFeature({
  name: 'sites',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.sites.path,
        lazy: async () => {
          const { SitesRoute, sitesLoader } = await import('./routes/sites-list');
          return { loader: sitesLoader(queryClient), Component: SitesRoute };
        },
      },
      {
        path: paths.site.path,
        lazy: async () => {
          const { SiteDetailRoute, siteDetailLoader } = await import('./routes/site-detail');
          return { loader: siteDetailLoader(queryClient), Component: SiteDetailRoute };
        },
      },
      {
        path: paths.site.create.path,
        lazy: async () => {
          const { SiteCreateRoute, siteCreateLoader } = await import('./routes/site-edit');
          return { loader: siteCreateLoader(queryClient), Component: SiteCreateRoute };
        },
      },
      {
        path: paths.site.edit.path,
        lazy: async () => {
          const { SiteEditRoute, siteEditLoader } = await import('./routes/site-edit');
          return { loader: siteEditLoader(queryClient), Component: SiteEditRoute };
        },
      },
    ],
  }),
  menu: [
    { group: 'master', order: 1, label: 'Sites', to: () => paths.sites.href(), when: 'master.sites' },
    { group: 'site', order: 1, label: 'Site', to: ({ siteId }) => paths.site.href(siteId), when: 'site.edit' },
  ],
  updateKinds: ['sites'],
});
