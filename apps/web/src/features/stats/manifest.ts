import { paths } from '../../config/paths';
import { defineFeature, yearLinks } from '../../lib/feature-manifest';
import { yearRoutes } from '../../lib/feature-routes';

/** Stats (spec 2 §2): a year's totals and charts. */
export const statsFeature = defineFeature({
  name: 'stats',
  routes: (queryClient) => ({
    signedIn: yearRoutes(queryClient, paths.stats, () =>
      import('./routes/stats').then((route) => ({ loader: route.statsLoader(queryClient), Component: route.StatsRoute })),
    ),
  }),
  menu: [{ id: 'stats', label: 'Stats', section: paths.stats.path, links: yearLinks(paths.stats.year.href), when: 'stats.view' }],
  updateKinds: ['stats'],
});
