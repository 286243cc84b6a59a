import { apiClient } from '../../../lib/api-client';
import type { ListedUser } from './get-site-users';

/** GET /api/users/{id} */
export async function getUser(id: string, signal?: AbortSignal): Promise<ListedUser> {
  const { data } = await apiClient.get<ListedUser>(`/users/${encodeURIComponent(id)}`, { signal });
  return data;
}
