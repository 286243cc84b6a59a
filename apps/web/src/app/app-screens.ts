import { paths } from '../config/paths';
import { defineFeature } from '../lib/feature-manifest';

/** The app's own screens, which draw on several features: the participant home, the site map. */
export const appScreens = defineFeature({
  name: 'app',
  routes: (queryClient) => ({
    public: [
      {
        path: paths.serverError.path,
        lazy: () => import('./routes/server-error').then((route) => ({ Component: route.ServerErrorPage })),
      },
    ],
    signedIn: [
      {
        path: paths.home.path,
        lazy: () => import('./routes/home').then((route) => ({ loader: route.homeLoader(queryClient), Component: route.HomeRoute })),
      },
      {
        path: paths.siteMap.path,
        lazy: () => import('./routes/site-map').then((route) => ({ Component: route.SiteMapRoute })),
      },
    ],
  }),
  menu: [
    { id: 'home', label: 'Home', section: paths.home.path, to: () => paths.home.href() },
    { group: 'more', order: 4, label: 'Site Map', to: () => paths.siteMap.href(), when: 'site_map.view' },
  ],
});
