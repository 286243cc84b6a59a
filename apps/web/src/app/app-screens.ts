import { paths } from '../config/paths';
import { defineFeature } from '../lib/feature-manifest';

/** The app's own screens, which draw on several features: the participant home, the site map. */
export const appScreens = defineFeature({
  name: 'app',
  routes: (queryClient) => ({
    public: [
      {
        path: paths.serverError.path,
        lazy: async () => ({ Component: (await import('./routes/server-error')).ServerErrorPage }),
      },
    ],
    signedIn: [
      {
        path: paths.home.path,
        lazy: async () => {
          const { HomeRoute, homeLoader } = await import('./routes/home');
          return { loader: homeLoader(queryClient), Component: HomeRoute };
        },
      },
      {
        path: paths.siteMap.path,
        lazy: async () => ({ Component: (await import('./routes/site-map')).SiteMapRoute }),
      },
    ],
  }),
  menu: [
    { id: 'home', label: 'Home', section: paths.home.path, to: () => paths.home.href() },
    { group: 'more', order: 4, label: 'Site Map', to: () => paths.siteMap.href(), when: 'site_map.view' },
  ],
});
