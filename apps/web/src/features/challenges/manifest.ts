import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

const routes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: paths.challenges.active.path,
    lazy: () => import('./routes/active').then((r) => ({ loader: r.activeLoader(queryClient), Component: r.ActiveChallengesRoute })),
  },
  {
    path: paths.challenges.history.path,
    lazy: () => import('./routes/history').then((r) => ({ loader: r.historyLoader(queryClient), Component: r.ChallengeHistoryRoute })),
  },
  {
    path: paths.challenges.selectUser.path,
    lazy: () => import('./routes/select-user').then((r) => ({ loader: r.selectUserLoader(queryClient), Component: r.SelectUserRoute })),
  },
  {
    path: paths.challenges.selectChallenge.path,
    lazy: () =>
      import('./routes/select-challenge').then((r) => ({
        loader: r.selectChallengeLoader(queryClient),
        Component: r.SelectChallengeRoute,
      })),
  },
];

/** Peer challenges (spec 2 §2): my challenges, history, and the two ways to send one. */
export const challengesFeature = defineFeature({
  name: 'challenges',
  routes: (queryClient) => ({ signedIn: routes(queryClient) }),
  menu: [{ group: 'content', order: 3, label: 'Challenges', to: () => paths.challenges.active.href(), when: 'challenges.view' }],
  updateKinds: ['challenges'],
});
