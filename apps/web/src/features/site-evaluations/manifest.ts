import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Site evaluations administration (spec 3 §2.2, §4 site evaluation editor). */
export const siteEvaluationsFeature = defineFeature({
  name: 'site-evaluations',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.siteEvaluations.path,
        lazy: () =>
          import('./routes/site-evaluations').then((route) => ({
            loader: route.siteEvaluationsLoader(queryClient),
            Component: route.SiteEvaluationsRoute,
          })),
      },
      {
        path: paths.siteEvaluation.path,
        lazy: () =>
          import('./routes/site-evaluation-editor').then((route) => ({
            loader: route.siteEvaluationEditorLoader(queryClient),
            Component: route.SiteEvaluationEditorRoute,
          })),
      },
    ],
  }),
  menu: [{ group: 'site', order: 6, label: 'Evaluations', to: () => paths.siteEvaluations.href(), when: 'content.manage' }],
});
