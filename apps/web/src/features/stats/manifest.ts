import { paths } from '../../config/paths';
import { defineFeature, yearLinks } from '../../lib/feature-manifest';
import { Redirecting } from '../../lib/redirecting';
import { toDefaultYear } from '../../lib/route-guards';

/** Stats (spec 2 §2): a year's totals and charts. */
export const statsFeature = defineFeature({
  name: 'stats',
  routes: (queryClient) => ({
    signedIn: [
      { path: paths.stats.path, Component: Redirecting, loader: toDefaultYear(queryClient, paths.stats.year.href) },
      {
        path: paths.stats.year.path,
        lazy: async () => {
          const { StatsRoute, statsLoader } = await import('./routes/stats');
          return { loader: statsLoader(queryClient), Component: StatsRoute };
        },
      },
    ],
  }),
  menu: [{ id: 'stats', label: 'Stats', section: paths.stats.path, links: yearLinks(paths.stats.year.href), when: 'stats.view' }],
  updateKinds: ['stats'],
});
