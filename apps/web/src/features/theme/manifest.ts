import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** A site's white-label theme (spec 3 §3). */
export const themeFeature = defineFeature({
  name: 'theme',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.themeEdit.path,
        lazy: () =>
          import('./routes/theme-edit').then((route) => ({ loader: route.themeEditLoader(queryClient), Component: route.ThemeEditRoute })),
      },
    ],
  }),
  menu: [{ group: 'site', order: 5, label: 'Theme', to: ({ siteId }) => paths.themeEdit.href(siteId), when: 'site.edit' }],
});
