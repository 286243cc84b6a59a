import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** The goal catalogue's administration (spec 3 §2.2, §4): /goals and /goals/{id}. */
export const adminGoalsFeature = defineFeature({
  name: 'admin-goals',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.goals.path,
        lazy: () =>
          import('./routes/admin-goals').then((route) => ({
            loader: route.adminGoalsLoader(queryClient),
            Component: route.AdminGoalsRoute,
          })),
      },
      {
        path: paths.goals.edit.path,
        lazy: () =>
          import('./routes/admin-goal-edit').then((route) => ({
            loader: route.adminGoalEditLoader(queryClient),
            Component: route.AdminGoalEditRoute,
          })),
      },
    ],
  }),
  menu: [{ group: 'site', order: 8, label: 'Goals', to: () => paths.goals.href(), when: 'content.manage' }],
  // Its writes refresh the 'goals' kind, which the participant feature names.
});
