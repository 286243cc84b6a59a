import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { ComponentType } from 'react';
import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

interface RouteModule {
  readonly loader: (queryClient: QueryClient) => LoaderFunction;
  readonly Component: ComponentType;
}

type Screen = 'list' | 'pending' | 'search';

const route = (queryClient: QueryClient, screen: Screen) => ({
  path: paths.friends[screen].path,
  lazy: () =>
    import('./routes/screens').then((screens) => {
      const module: RouteModule = screens[screen];
      return { loader: module.loader(queryClient), Component: module.Component };
    }),
});

/** Friends (spec 2 §2 /friends/*): my friends, invites sent and received, search. */
export const friendsFeature = defineFeature({
  name: 'friends',
  routes: (queryClient) => ({
    signedIn: [route(queryClient, 'list'), route(queryClient, 'pending'), route(queryClient, 'search')],
  }),
  // Spec 1 §2 Content: Friends (My, Pending), shown when the site has peers on (friends.view).
  menu: [
    // Named with the site's plural friend label (spec 2 §3 Site: default 'Friends').
    {
      group: 'content',
      order: 2,
      label: ({ site }) => `My ${site?.friend_label_plural || 'Friends'}`,
      to: () => paths.friends.list.href(),
      when: 'friends.view',
    },
    { group: 'content', order: 2.5, label: 'Friend Invites', to: () => paths.friends.pending.href(), when: 'friends.view' },
  ],
  updateKinds: ['friends'],
});
