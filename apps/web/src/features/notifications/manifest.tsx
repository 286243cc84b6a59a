import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';
import { Redirecting } from '../../lib/redirecting';

type Filter = 'unread' | 'all';

const list = (queryClient: QueryClient, filter: Filter): RouteObject => ({
  path: paths.notifications[filter].path,
  lazy: () =>
    import('./routes/notifications').then((route) => ({
      loader: route.notificationsLoader(queryClient, filter),
      Component: () => <route.NotificationsRoute filter={filter} />,
    })),
});

/** Notifications (spec 2 §2): the new ones and all of them, with the unread count in the menu. */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  routes: (queryClient) => ({
    signedIn: [
      { path: paths.notifications.path, Component: Redirecting, loader: () => redirect(paths.notifications.unread.href()) },
      list(queryClient, 'unread'),
      list(queryClient, 'all'),
    ],
  }),
  menu: [
    {
      id: 'notifications',
      label: 'Notifications',
      section: paths.notifications.path,
      links: () => [
        { label: 'New', to: paths.notifications.unread.href() },
        { label: 'Cleared', to: paths.notifications.all.href() },
      ],
      count: ({ unread }) => unread,
      when: 'notifications.view',
    },
  ],
  updateKinds: ['notifications'],
});
