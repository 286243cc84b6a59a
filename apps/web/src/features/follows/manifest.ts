import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

const route = (queryClient: QueryClient, screen: 'following' | 'guidelines', path: string) => ({
  path,
  lazy: () =>
    import('./routes/screens').then((screens) => ({ loader: screens[screen].loader(queryClient), Component: screens[screen].Component })),
});

/**
 * Follows and the wall's guidelines (spec 2 §2 Wall and follows): /following, /following/{filter}
 * and /guidelines, gated by the wall flag. The wall's own screens are the wall feature's.
 */
export const followsFeature = defineFeature({
  name: 'follows',
  routes: (queryClient) => ({
    signedIn: [
      route(queryClient, 'following', paths.following.path),
      route(queryClient, 'following', paths.following.filter.path),
      route(queryClient, 'guidelines', paths.guidelines.path),
    ],
  }),
  // Spec 1 §2 Content › Wall: All Posts, My Posts, {friends}, Following, Tagged, Guidelines.
  menu: [
    { group: 'content', order: 1.4, label: 'Following', to: () => paths.following.href(), when: 'wall.view' },
    { group: 'content', order: 1.6, label: 'Guidelines', to: () => paths.guidelines.href(), when: 'wall.view' },
  ],
  updateKinds: ['follows'],
});
