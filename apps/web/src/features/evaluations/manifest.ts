import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Evaluations a participant takes (spec 2 §2 /evaluation/current, §4 Evaluation). */
export const evaluationsFeature = defineFeature({
  name: 'evaluations',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.evaluation.current.path,
        lazy: () => import('./routes/current-evaluation').then((route) => ({ loader: route.currentEvaluationLoader(queryClient) })),
      },
      {
        path: paths.evaluation.path,
        lazy: () =>
          import('./routes/evaluation').then((route) => ({
            loader: route.evaluationLoader(queryClient),
            Component: route.EvaluationRoute,
          })),
      },
    ],
  }),
  // Spec 1 §2 More: Evaluation, Help, Feedback, Site Map, Privacy and Terms; spec 2 §2: named as the evaluation to take.
  menu: [
    {
      group: 'more',
      order: 1,
      label: ({ evaluationName }) => evaluationName ?? 'Evaluation',
      to: () => paths.evaluation.current.href(),
      when: 'evaluation.view',
    },
  ],
  updateKinds: ['evaluations'],
});
