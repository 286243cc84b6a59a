import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** A site's locations (spec 3 §4). */
export const locationsFeature = defineFeature({
  name: 'locations',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.locations.path,
        lazy: () =>
          import('./routes/locations').then((route) => ({ loader: route.locationsLoader(queryClient), Component: route.LocationsRoute })),
      },
    ],
  }),
  menu: [{ group: 'site', order: 2, label: 'Locations', to: () => paths.locations.href(), when: 'site.locations.manage' }],
  updateKinds: ['locations'],
});
