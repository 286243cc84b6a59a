import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';
import { Redirecting } from '../../lib/redirecting';

/** A site's programs (spec 3 §4). */
export const programsFeature = defineFeature({
  name: 'programs',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.programs.path,
        Component: Redirecting,
        lazy: () => import('./routes/programs').then((route) => ({ loader: route.toOwnSitePrograms(queryClient) })),
      },
      {
        path: paths.site.programs.path,
        lazy: () =>
          import('./routes/programs').then((route) => ({ loader: route.programsLoader(queryClient), Component: route.ProgramsRoute })),
      },
      {
        path: paths.site.program.path,
        lazy: () =>
          import('./routes/program-editor').then((route) => ({
            loader: route.programEditorLoader(queryClient),
            Component: route.ProgramEditorRoute,
          })),
      },
    ],
  }),
  menu: [{ group: 'site', order: 3, label: 'Programs', to: () => paths.programs.href(), when: 'site.programs.manage' }],
  updateKinds: ['programs'],
});
