import { apiClient } from '../../../lib/api-client';

/** POST /api/users/stop_impersonating: back to the master's own session (when this browser kept it). */
export async function stopImpersonating(): Promise<{ restored: boolean; user_id: string; site_id: string }> {
  const { data } = await apiClient.post<{ restored: boolean; user_id: string; site_id: string }>('/users/stop_impersonating');
  return data;
}
