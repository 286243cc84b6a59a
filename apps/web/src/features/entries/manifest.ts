import { paths } from '../../config/paths';
import { defineFeature, yearLinks } from '../../lib/feature-manifest';
import { Redirecting } from '../../lib/redirecting';
import { toDefaultYear } from '../../lib/route-guards';

/** Log Activity (spec 2 §2): a year's weeks of entries. */
export const entriesFeature = defineFeature({
  name: 'entries',
  routes: (queryClient) => ({
    signedIn: [
      { path: paths.log.path, Component: Redirecting, loader: toDefaultYear(queryClient, paths.log.year.href) },
      {
        path: paths.log.year.path,
        lazy: async () => {
          const { LogActivityRoute, logActivityLoader } = await import('./routes/log-activity');
          return { loader: logActivityLoader(queryClient), Component: LogActivityRoute };
        },
      },
    ],
  }),
  menu: [{ id: 'log', label: 'Log Activity', section: paths.log.path, links: yearLinks(paths.log.year.href), when: 'entries.log' }],
  updateKinds: ['entries'],
});
