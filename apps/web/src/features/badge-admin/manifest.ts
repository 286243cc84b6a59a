import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Badge administration (spec 3 §2.2, §4): a site's badges, new, edit; the default site's are the default set. */
export const badgeAdminFeature = defineFeature({
  name: 'badge-admin',
  routes: (queryClient) => {
    // New and edit are one screen.
    const editor = () =>
      import('./routes/badge-edit').then((route) => ({ loader: route.badgeEditLoader(queryClient), Component: route.BadgeEditRoute }));
    return {
      signedIn: [
        {
          path: paths.site.badges.path,
          lazy: () =>
            import('./routes/badges-admin').then((route) => ({
              loader: route.badgesAdminLoader(queryClient),
              Component: route.BadgesAdminRoute,
            })),
        },
        { path: paths.site.badges.new.path, lazy: editor },
        { path: paths.site.badges.edit.path, lazy: editor },
      ],
    };
  },
  menu: [{ group: 'site', order: 6, label: 'Badges', to: ({ siteId }) => paths.site.badges.href(siteId), when: 'badges.manage' }],
});
