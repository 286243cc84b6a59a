import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Friends (spec 2 §2 /friends/*): my friends, invites sent and received, search. */
export const friendsFeature = defineFeature({
  name: 'friends',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.friends.list.path,
        lazy: () =>
          import('./routes/friends-list').then((route) => ({
            loader: route.friendsListLoader(queryClient),
            Component: route.FriendsListRoute,
          })),
      },
      {
        path: paths.friends.pending.path,
        lazy: () =>
          import('./routes/friends-pending').then((route) => ({
            loader: route.friendsPendingLoader(queryClient),
            Component: route.FriendsPendingRoute,
          })),
      },
      {
        path: paths.friends.search.path,
        lazy: () =>
          import('./routes/friends-search').then((route) => ({
            loader: route.friendsSearchLoader(queryClient),
            Component: route.FriendsSearchRoute,
          })),
      },
    ],
  }),
  // Spec 1 §2 Content: Friends (My, Pending), gated by the site's peers flag (friends.view).
  menu: [
    { group: 'content', order: 2, label: 'My Friends', to: () => paths.friends.list.href(), when: 'friends.view' },
    { group: 'content', order: 2.5, label: 'Friend Invites', to: () => paths.friends.pending.href(), when: 'friends.view' },
  ],
  updateKinds: ['friends'],
});
