import { paths } from '../../config/paths';
import { defineFeature, yearLinks } from '../../lib/feature-manifest';
import { yearRoutes } from '../../lib/feature-routes';

/** Badges (spec 2 §2): a year's earned and open badges. */
export const badgesFeature = defineFeature({
  name: 'badges',
  routes: (queryClient) => ({
    signedIn: yearRoutes(queryClient, paths.badges, () =>
      import('./routes/badges').then((route) => ({ loader: route.badgesLoader(queryClient), Component: route.BadgesRoute })),
    ),
  }),
  menu: [{ id: 'badges', label: 'Badges', section: paths.badges.path, links: yearLinks(paths.badges.year.href), when: 'badges.view' }],
  updateKinds: ['badges'],
});
