import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Rocket } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInUser } from '../../../lib/current-user';
import { dashboardProgramsQueryOptions, useDashboardPrograms } from '../api/get-dashboard-programs';
import { ProgramGroups } from '../components/program-groups';
import { DashboardTabs } from '../components/dashboard-tabs';
import { SiteSwitch } from '../components/site-switch';
import { dashboardSiteId, requireDashboard } from '../utils/access';
import '../components/dashboard.css';

/** /dashboard/upcoming_launches (spec 3 §2.4): upcoming and coming-soon programs, their start dates and locations. */
export const upcomingLaunchesLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { siteId } = await requireDashboard(queryClient, request, 'coordinator.dashboard');
    await queryClient.ensureQueryData(dashboardProgramsQueryOptions(siteId, 'upcoming_launches'));
    return null;
  };

export function UpcomingLaunchesRoute() {
  usePageTitle('Upcoming Launches');
  const siteId = dashboardSiteId(useSignedInUser(), useSearchParams()[0]);
  const { groups } = useDashboardPrograms(siteId, 'upcoming_launches');
  return (
    <>
      <PageHeader title="Upcoming Launches">
        <SiteSwitch siteId={siteId} href={paths.dashboard.upcomingLaunches.href} />
      </PageHeader>
      <DashboardTabs siteId={siteId} />
      {groups.length === 0 ? (
        <EmptyState title="No upcoming launches" icon={<Rocket />}>
          Programs that are coming soon or start later appear here.
        </EmptyState>
      ) : (
        <ProgramGroups groups={groups} links={false} />
      )}
    </>
  );
}
