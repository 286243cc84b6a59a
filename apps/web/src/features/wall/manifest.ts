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
      ...[w.filter.path, w.expertPosts.path, w.expertWall.path].map((path) => route(queryClient, 'wall', path)),
      route(queryClient, 'post', w.post.path),
      route(queryClient, 'flagged', w.flagged.path),
    ],
  }),
  // Spec 1 §2 Content › Wall: All Posts, My Posts, {friends}, Following, Tagged, Guidelines when the
  // site's wall is on (Following and Guidelines are the follows feature's); Coordinator: Flagged
  // Posts; Poster: My Posts.
  menu: [
    ...(
      [
        ['All Posts', 'all', 1],
        ['My Posts', 'my', 1.1],
        ['Tagged', 'tagged', 1.5],
      ] as const
    ).map(([label, filter, order]) => ({
      group: 'content' as const,
      order,
      label,
      to: () => w.filter.href(filter),
      when: 'wall.view' as const,
    })),
    // The friends filter, named with the site's plural friend label (spec 2 §3 Site: default 'Friends').
    {
      group: 'content' as const,
      order: 1.2,
      label: ({ site }) => site?.friend_label_plural || 'Friends',
      to: () => w.filter.href('friends'),
      when: 'wall.view' as const,
    },
    { group: 'coordinator', order: 8, label: 'Flagged Posts', to: () => w.flagged.href(), when: 'coordinator.flagged_posts' },
    { group: 'poster', order: 1, label: 'My Posts', to: () => w.expertPosts.href(), when: 'poster.posts' },
  ],
  updateKinds: ['wall'],
});
