import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Goals (spec 2 §2): my goals, the catalogue to choose from, my own goal, history. */
export const goalsFeature = defineFeature({
  name: 'goals',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.goals.active.path,
        lazy: () =>
          import('./routes/active').then((route) => ({ loader: route.activeGoalsLoader(queryClient), Component: route.ActiveGoalsRoute })),
      },
      {
        path: paths.goals.choose.path,
        lazy: () =>
          import('./routes/choose').then((route) => ({ loader: route.chooseGoalLoader(queryClient), Component: route.ChooseGoalRoute })),
      },
      {
        path: paths.goals.create.path,
        lazy: () =>
          import('./routes/create').then((route) => ({ loader: route.createGoalLoader(queryClient), Component: route.CreateGoalRoute })),
      },
      {
        path: paths.goals.history.path,
        lazy: () =>
          import('./routes/history').then((route) => ({ loader: route.goalHistoryLoader(queryClient), Component: route.GoalHistoryRoute })),
      },
    ],
  }),
  // Spec 1 §2 Content: Wall, Friends, Challenges, Goals (My Goals, History: tabs on the screen).
  menu: [{ group: 'content', order: 4, label: 'Goals', to: () => paths.goals.active.href(), when: 'goals.view' }],
  updateKinds: ['goals'],
});
