import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/**
 * Send Notification (spec 3 §2.4 /dashboard/notifications): coordinators' announcements to their
 * site's participants. Its queries are keyed under 'notifications' (the notifications feature's
 * update kind): the API announces announcements' changes under it.
 */
export const announcementsFeature = defineFeature({
  name: 'announcements',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.announcements.path,
        lazy: () =>
          import('./routes/announcements').then((route) => ({
            loader: route.announcementsLoader(queryClient),
            Component: route.AnnouncementsRoute,
          })),
      },
    ],
  }),
  menu: [
    {
      group: 'coordinator',
      order: 4,
      label: 'Send Notification',
      to: () => paths.announcements.href(),
      when: 'coordinator.send_notification',
    },
  ],
});
