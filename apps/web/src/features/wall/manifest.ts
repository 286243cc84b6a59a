import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

const wallRoute = (queryClient: QueryClient, path: string) => ({
  path,
  lazy: () => import('./routes/wall').then((route) => ({ loader: route.wallLoader(queryClient), Component: route.WallRoute })),
});

/** The wall (spec 2 §2 Wall and follows; spec 3 §2.4 flagged posts): posts, comments, likes, tags, reports, live. */
export const wallFeature = defineFeature({
  name: 'wall',
  routes: (queryClient) => ({
    signedIn: [
      wallRoute(queryClient, paths.wall.all.path),
      wallRoute(queryClient, paths.wall.filter.path),
      wallRoute(queryClient, paths.wall.expertPosts.path),
      wallRoute(queryClient, paths.wall.expertWall.path),
      {
        path: paths.wall.post.path,
        lazy: () => import('./routes/post').then((route) => ({ loader: route.postLoader(queryClient), Component: route.PostRoute })),
      },
      {
        path: paths.wall.flagged.path,
        lazy: () =>
          import('./routes/flagged-posts').then((route) => ({
            loader: route.flaggedPostsLoader(queryClient),
            Component: route.FlaggedPostsRoute,
          })),
      },
    ],
  }),
  // Spec 1 §2 Content: Wall (All Posts, My Posts, friends label, Following, Tagged), gated by the site's wall flag;
  // Coordinator: Flagged Posts; Poster: My Posts, Site Walls.
  menu: [
    { group: 'content', order: 1, label: 'All Posts', to: () => paths.wall.all.href(), when: 'wall.view' },
    { group: 'content', order: 1.1, label: 'My Posts', to: () => paths.wall.filter.href('my'), when: 'wall.view' },
    { group: 'content', order: 1.3, label: 'Following', to: () => paths.wall.filter.href('following'), when: 'wall.view' },
    { group: 'content', order: 1.4, label: 'Tagged', to: () => paths.wall.filter.href('tagged'), when: 'wall.view' },
    { group: 'coordinator', order: 6, label: 'Flagged Posts', to: () => paths.wall.flagged.href(), when: 'coordinator.flagged_posts' },
    { group: 'poster', order: 1, label: 'My Posts', to: () => paths.wall.expertPosts.href(), when: 'poster.posts' },
  ],
  updateKinds: ['wall'],
});
