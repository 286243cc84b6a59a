import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';
import { Redirecting } from '../../lib/redirecting';

const d = paths.dashboard;

/**
 * The coordinator dashboard (spec 3 §2.4): /dashboard/helm redirects; program reports, upcoming
 * launches, participants and stats. Menu entries at their places in spec 1 §2's Coordinator
 * group (Send Notification is 4, Reporting 7); masters reach the screens with a site switch.
 */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: d.helm.path,
        Component: Redirecting,
        lazy: () => import('./routes/helm').then((route) => ({ loader: route.helmLoader(queryClient) })),
      },
      {
        path: d.programReports.path,
        lazy: () =>
          import('./routes/program-reports').then((route) => ({
            loader: route.programReportsLoader(queryClient),
            Component: route.ProgramReportsRoute,
          })),
      },
      {
        path: d.upcomingLaunches.path,
        lazy: () =>
          import('./routes/upcoming-launches').then((route) => ({
            loader: route.upcomingLaunchesLoader(queryClient),
            Component: route.UpcomingLaunchesRoute,
          })),
      },
      {
        path: d.participants.path,
        lazy: () =>
          import('./routes/participants').then((route) => ({
            loader: route.participantsLoader(queryClient),
            Component: route.ParticipantsRoute,
          })),
      },
      ...[d.stats.path, d.stats.year.path].map((path) => ({
        path,
        lazy: () =>
          import('./routes/stats').then((route) => ({ loader: route.statsLoader(queryClient), Component: route.DashboardStatsRoute })),
      })),
    ],
  }),
  menu: [
    { group: 'coordinator', order: 1, label: 'Dashboard', to: () => d.helm.href(), when: 'coordinator.dashboard' },
    { group: 'coordinator', order: 2, label: 'Program Reports', to: () => d.programReports.href(), when: 'coordinator.program_reports' },
    {
      group: 'coordinator',
      order: 3,
      label: 'Upcoming Launches',
      to: () => d.upcomingLaunches.href(),
      when: 'coordinator.upcoming_launches',
    },
    { group: 'coordinator', order: 5, label: 'Stats', to: () => d.stats.href(), when: 'coordinator.stats' },
    { group: 'coordinator', order: 6, label: 'Participants', to: () => d.participants.href(), when: 'coordinator.participants' },
  ],
});
