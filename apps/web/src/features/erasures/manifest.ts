import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** The masters' erasure audit (issue 13): who erased whom and when. */
export const erasuresFeature = defineFeature({
  name: 'erasures',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.erasures.path,
        lazy: async () => {
          const { ErasuresRoute, erasuresLoader } = await import('./routes/erasures');
          return { loader: erasuresLoader(queryClient), Component: ErasuresRoute };
        },
      },
    ],
  }),
  // Next to Users, which is where masters erase someone.
  menu: [{ group: 'master', order: 3.5, label: 'Erasure Audit', to: () => paths.erasures.href(), when: 'users.delete' }],
});
