import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@wellway/contracts';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { minPositionParam, refreshAfterWrite } from '../../../lib/read-your-writes';

export type { Goal } from '@wellway/contracts';

const base = (siteId: string) => `/sites/${encodeURIComponent(siteId)}/goals`;

/** GET /api/sites/{site_id}/goals?page_size=0: the catalogue the site sees, with what deleting does there. */
export async function getSiteGoals(siteId: string, signal?: AbortSignal): Promise<Goal[]> {
  return (await apiClient.get<Goal[]>(base(siteId), { params: { page_size: 0, ...minPositionParam('goals') }, signal })).data;
}

export const siteGoalsQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['goals', 'admin', { siteId }], queryFn: ({ signal }) => getSiteGoals(siteId, signal) });
export const useSiteGoals = (siteId: string) => useQuery(siteGoalsQueryOptions(siteId));

/** GET /api/sites/{site_id}/goals/{id}. */
export async function getSiteGoal(siteId: string, id: string, signal?: AbortSignal): Promise<Goal> {
  return (await apiClient.get<Goal>(`${base(siteId)}/${encodeURIComponent(id)}`, { params: minPositionParam('goals'), signal })).data;
}

export const siteGoalQueryOptions = (siteId: string, id: string) =>
  queryOptions({ queryKey: ['goals', 'admin', { siteId, id }], queryFn: ({ signal }) => getSiteGoal(siteId, id, signal) });
export const useSiteGoal = (siteId: string, id: string | null) =>
  useQuery({ ...siteGoalQueryOptions(siteId, id ?? ''), enabled: id !== null });

export interface SiteGoalFields {
  readonly title: string;
  readonly summary: string;
  readonly description: string;
  readonly category: string;
  readonly image: string;
  readonly month_integer: number;
  readonly final_month_integer: number | null;
}

/** POST /api/sites/{site_id}/goals, or PUT …/{id}: in place, or this site's copy of a default (spec 3 §4). */
export function saveSiteGoal({
  siteId,
  id,
  fields,
}: {
  siteId: string;
  id: string | null;
  fields: SiteGoalFields;
}): Promise<ApiResponse<Goal>> {
  return id === null
    ? apiClient.post<Goal>(base(siteId), { body: fields })
    : apiClient.put<Goal>(`${base(siteId)}/${encodeURIComponent(id)}`, { body: fields });
}

/** DELETE /api/sites/{site_id}/goals/{id}. */
export const deleteSiteGoal = ({ siteId, id }: { siteId: string; id: string }) =>
  apiClient.delete<{ id: string }>(`${base(siteId)}/${encodeURIComponent(id)}`);

export function useSaveSiteGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSiteGoal, onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['goals'], meta.position) });
}

export function useDeleteSiteGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSiteGoal, onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['goals'], meta.position) });
}
