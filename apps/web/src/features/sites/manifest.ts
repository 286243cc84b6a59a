import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Sites (spec 3 §2, §3): the master's list, a site's page, creating and editing one. */
export const sitesFeature = defineFeature({
  name: 'sites',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.sites.path,
        lazy: () =>
          import('./routes/sites-list').then((route) => ({ loader: route.sitesLoader(queryClient), Component: route.SitesRoute })),
      },
      {
        path: paths.site.path,
        lazy: () =>
          import('./routes/site-detail').then((route) => ({
            loader: route.siteDetailLoader(queryClient),
            Component: route.SiteDetailRoute,
          })),
      },
      {
        path: paths.site.create.path,
        lazy: () =>
          import('./routes/site-edit').then((route) => ({ loader: route.siteCreateLoader(queryClient), Component: route.SiteCreateRoute })),
      },
      {
        path: paths.site.edit.path,
        lazy: () =>
          import('./routes/site-edit').then((route) => ({ loader: route.siteEditLoader(queryClient), Component: route.SiteEditRoute })),
      },
    ],
  }),
  menu: [
    { group: 'master', order: 1, label: 'Sites', to: () => paths.sites.href(), when: 'master.sites' },
    { group: 'site', order: 1, label: 'Site', to: ({ siteId }) => paths.site.href(siteId), when: 'site.edit' },
  ],
  updateKinds: ['sites'],
});
