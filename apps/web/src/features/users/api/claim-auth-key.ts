import { apiClient } from '../../../lib/api-client';
import type { User } from '../../../lib/current-user';

/** GET /api/get_user_from_auth_key/{key}: the one-time key becomes this browser's session. */
export async function claimAuthKey(key: string): Promise<User> {
  const { data } = await apiClient.get<User>(`/get_user_from_auth_key/${encodeURIComponent(key)}`, { onUnauthorized: 'ignore' });
  return data;
}
