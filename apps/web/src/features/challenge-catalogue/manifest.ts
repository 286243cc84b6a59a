import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** The site's challenge catalogue (spec 3 §2.2, §4), inheriting the default set. */
export const challengeCatalogueFeature = defineFeature({
  name: 'challenge-catalogue',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.challenges.admin.path,
        lazy: () => import('./routes/challenges').then((r) => ({ loader: r.challengesLoader(queryClient), Component: r.ChallengesRoute })),
      },
      {
        path: paths.challenges.edit.path,
        lazy: () =>
          import('./routes/challenge-edit').then((r) => ({ loader: r.challengeEditLoader(queryClient), Component: r.ChallengeEditRoute })),
      },
    ],
  }),
  menu: [{ group: 'site', order: 6, label: 'Challenges', to: () => paths.challenges.admin.href(), when: 'content.manage' }],
  updateKinds: ['challenge-catalogue'],
});
