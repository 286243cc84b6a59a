import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** The wall's guidelines (spec 2 §2 /guidelines), gated by the wall flag. */
export const guidelinesFeature = defineFeature({
  name: 'guidelines',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.guidelines.path,
        lazy: async () => {
          const { loader, Component } = await import('./routes/guidelines');
          return { loader: loader(queryClient), Component };
        },
      },
    ],
  }),
  // Spec 1 §2 Content › Wall: … Following, Tagged, Guidelines.
  menu: [{ group: 'content', order: 1.6, label: 'Guidelines', to: () => paths.guidelines.href(), when: 'wall.view' }],
});
