import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';
import { dashboardProgramsQueryOptions } from '../api/get-dashboard-programs';
import { requireDashboard } from '../utils/access';

/** Spec 3 §2.4 /dashboard/helm only redirects; the API applies the rule (domain `helmDestination`). */
export const helmLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { siteId } = await requireDashboard(queryClient, request, 'coordinator.dashboard');
    const { helm } = await queryClient.fetchQuery(dashboardProgramsQueryOptions(siteId, 'program_reports'));
    if (helm === 'reporting') return redirect(paths.dashboard.reporting.href());
    if (helm === 'notifications') return redirect(paths.announcements.href());
    return redirect(paths.dashboard.programReports.href());
  };
