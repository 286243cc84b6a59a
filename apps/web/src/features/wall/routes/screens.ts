import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { flaggedPostsLoader, FlaggedPostsRoute } from './flagged-posts';
import { postLoader, PostRoute } from './post';
import { wallLoader, WallRoute } from './wall';

interface RouteModule {
  readonly loader: (queryClient: QueryClient) => LoaderFunction;
  readonly Component: ComponentType;
}

/** The wall's screens in one chunk: the manifest (in the entry chunk) names one lazy module, not three. */
export const screens: Readonly<Record<'wall' | 'post' | 'flagged', RouteModule>> = {
  wall: { loader: wallLoader, Component: WallRoute },
  post: { loader: postLoader, Component: PostRoute },
  flagged: { loader: flaggedPostsLoader, Component: FlaggedPostsRoute },
};
