import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** The end-of-program report (spec 3 §2.1 /site/{siteId}/eop; issue 16): reached from the site page and the program reports. */
export const eopFeature = defineFeature({
  name: 'eop',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.site.eop.path,
        lazy: () => import('./routes/eop').then((route) => ({ loader: route.eopLoader(queryClient), Component: route.EopRoute })),
      },
    ],
  }),
});
