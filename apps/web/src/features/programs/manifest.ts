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
        lazy: async () => ({ loader: (await import('./routes/programs')).toOwnSitePrograms(queryClient) }),
      },
      {
        path: paths.site.programs.path,
        lazy: async () => {
          const { ProgramsRoute, programsLoader } = await import('./routes/programs');
          return { loader: programsLoader(queryClient), Component: ProgramsRoute };
        },
      },
      {
        path: paths.site.program.path,
        lazy: async () => {
          const { ProgramEditorRoute, programEditorLoader } = await import('./routes/program-editor');
          return { loader: programEditorLoader(queryClient), Component: ProgramEditorRoute };
        },
      },
    ],
  }),
  menu: [{ group: 'site', order: 3, label: 'Programs', to: () => paths.programs.href(), when: 'site.programs.manage' }],
  updateKinds: ['programs'],
});
