import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

const w = paths.wall;

const route = (queryClient: QueryClient, screen: 'wall' | 'post' | 'flagged', path: string) => ({
  path,
  lazy: () =>
    import('./routes/screens').then(({ screens }) => ({
      loader: screens[screen].loader(queryClient),
      Component: screens[screen].Component,
    })),
});

/** The wall (spec 2 §2 Wall and follows; spec 3 §2.4 flagged posts): posts, comments, likes, tags, reports, live. */
export const wallFeature = defineFeature({
  name: 'wall',
  routes: (queryClient) => ({
    signedIn: [
      ...[w.all.path, w.filter.path, w.expertPosts.path, w.expertWall.path].map((path) => route(queryClient, 'wall', path)),
      route(queryClient, 'post', w.post.path),
      route(queryClient, 'flagged', w.flagged.path),
    ],
  }),
  // Spec 1 §2 Content: Wall (All Posts, My Posts, Following, Tagged) when the site's wall is on;
  // Coordinator: Flagged Posts; Poster: My Posts.
  menu: [
    ...(['All Posts', 'My Posts', 'Following', 'Tagged'] as const).map((label, index) => ({
      group: 'content' as const,
      order: 1 + index / 10,
      label,
      to: () => w.filter.href(['all', 'my', 'following', 'tagged'][index]!),
      when: 'wall.view' as const,
    })),
    { group: 'coordinator', order: 6, label: 'Flagged Posts', to: () => w.flagged.href(), when: 'coordinator.flagged_posts' },
    { group: 'poster', order: 1, label: 'My Posts', to: () => w.expertPosts.href(), when: 'poster.posts' },
  ],
  updateKinds: ['wall'],
});
