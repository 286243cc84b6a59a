import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { DashboardPrograms } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export type { DashboardPrograms, DashboardProgram, ProgramGroup } from '@wellway/contracts';

export type ProgramsKind = 'program_reports' | 'upcoming_launches';

/** GET /api/sites/{siteId}/dashboard/program_reports and …/upcoming_launches. */
export async function getDashboardPrograms(siteId: string, kind: ProgramsKind, signal?: AbortSignal): Promise<DashboardPrograms> {
  const { data } = await apiClient.get<DashboardPrograms>(`/sites/${encodeURIComponent(siteId)}/dashboard/${kind}`, {
    params: minPositionParam('programs'),
    signal,
  });
  return data;
}

export const dashboardProgramsQueryOptions = (siteId: string, kind: ProgramsKind) =>
  queryOptions({ queryKey: ['programs', 'dashboard', kind, siteId], queryFn: ({ signal }) => getDashboardPrograms(siteId, kind, signal) });

export const useDashboardPrograms = (siteId: string, kind: ProgramsKind) =>
  useSuspenseQuery(dashboardProgramsQueryOptions(siteId, kind)).data;
