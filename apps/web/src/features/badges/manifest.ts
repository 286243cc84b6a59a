import { paths } from '../../config/paths';
import { defineFeature, yearLinks } from '../../lib/feature-manifest';
import { Redirecting } from '../../lib/redirecting';
import { toDefaultYear } from '../../lib/route-guards';

/** Badges (spec 2 §2): a year's earned and open badges. */
export const badgesFeature = defineFeature({
  name: 'badges',
  routes: (queryClient) => ({
    signedIn: [
      { path: paths.badges.path, Component: Redirecting, loader: toDefaultYear(queryClient, paths.badges.year.href) },
      {
        path: paths.badges.year.path,
        lazy: async () => {
          const { BadgesRoute, badgesLoader } = await import('./routes/badges');
          return { loader: badgesLoader(queryClient), Component: BadgesRoute };
        },
      },
    ],
  }),
  menu: [{ id: 'badges', label: 'Badges', section: paths.badges.path, links: yearLinks(paths.badges.year.href), when: 'badges.view' }],
  updateKinds: ['badges'],
});
