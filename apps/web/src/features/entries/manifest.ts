import { paths } from '../../config/paths';
import { defineFeature, yearLinks } from '../../lib/feature-manifest';
import { yearRoutes } from '../../lib/feature-routes';

/** Log Activity (spec 2 §2): a year's weeks of entries. */
export const entriesFeature = defineFeature({
  name: 'entries',
  routes: (queryClient) => ({
    signedIn: yearRoutes(queryClient, paths.log, () =>
      import('./routes/log-activity').then((route) => ({
        loader: route.logActivityLoader(queryClient),
        Component: route.LogActivityRoute,
      })),
    ),
  }),
  menu: [{ id: 'log', label: 'Log Activity', section: paths.log.path, links: yearLinks(paths.log.year.href), when: 'entries.log' }],
  updateKinds: ['entries'],
});
