import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** A site's white-label theme (spec 3 §3). */
export const themeFeature = defineFeature({
  name: 'theme',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.themeEdit.path,
        lazy: async () => {
          const { ThemeEditRoute, themeEditLoader } = await import('./routes/theme-edit');
          return { loader: themeEditLoader(queryClient), Component: ThemeEditRoute };
        },
      },
    ],
  }),
  menu: [{ group: 'site', order: 5, label: 'Theme', to: ({ siteId }) => paths.themeEdit.href(siteId), when: 'site.edit' }],
});
