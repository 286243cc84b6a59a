import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Both addresses open the one lazy chunk. */
const reportsRoute = (queryClient: QueryClient) => async () => {
  const route = await import('./routes/reports');
  return { loader: route.reportsLoader(queryClient), Component: route.ReportsRoute };
};

/**
 * Reporting (spec 3 §2.4 /dashboard/reporting, §2.1 /site/{siteId}/reports): the default and
 * custom reports, the simple and SQL builders, their results and CSV export. Regional
 * coordinators and above (spec 1 §6).
 */
export const reportsFeature = defineFeature({
  name: 'reports',
  routes: (queryClient) => ({
    signedIn: [
      { path: paths.reporting.path, lazy: reportsRoute(queryClient) },
      { path: paths.site.reports.path, lazy: reportsRoute(queryClient) },
    ],
  }),
  menu: [{ group: 'coordinator', order: 7, label: 'Reporting', to: () => paths.reporting.href(), when: 'coordinator.reporting' }],
  updateKinds: ['reports'],
});
