import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Follows (spec 2 §2 Wall and follows): /following and /following/{filter}, gated by the wall flag. */
export const followsFeature = defineFeature({
  name: 'follows',
  routes: (queryClient) => ({
    signedIn: [paths.following.path, paths.following.filter.path].map((path) => ({
      path,
      lazy: async () => {
        const { loader, Component } = await import('./routes/following');
        return { loader: loader(queryClient), Component };
      },
    })),
  }),
  // Spec 1 §2 Content › Wall: All Posts, My Posts, {friends}, Following, Tagged, Guidelines.
  menu: [{ group: 'content', order: 1.4, label: 'Following', to: () => paths.following.href(), when: 'wall.view' }],
  updateKinds: ['follows'],
});
