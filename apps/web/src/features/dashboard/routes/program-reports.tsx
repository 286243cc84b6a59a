import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ClipboardList } from 'lucide-react';
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

/** /dashboard/reports (spec 3 §2.4): reporting programs grouped by location, each with its activity summary and reports. */
export const programReportsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { siteId } = await requireDashboard(queryClient, request, 'coordinator.program_reports');
    await queryClient.ensureQueryData(dashboardProgramsQueryOptions(siteId, 'program_reports'));
    return null;
  };

export function ProgramReportsRoute() {
  usePageTitle('Program Reports');
  const siteId = dashboardSiteId(useSignedInUser(), useSearchParams()[0]);
  const { groups } = useDashboardPrograms(siteId, 'program_reports');
  return (
    <>
      <PageHeader title="Program Reports">
        <SiteSwitch siteId={siteId} href={paths.dashboard.programReports.href} />
      </PageHeader>
      <DashboardTabs siteId={siteId} />
      {groups.length === 0 ? (
        <EmptyState title="No reporting programs yet" icon={<ClipboardList />}>
          A program appears here once its participants can log activity.
        </EmptyState>
      ) : (
        <ProgramGroups groups={groups} links />
      )}
    </>
  );
}
