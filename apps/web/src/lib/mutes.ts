import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mute } from '@wellway/contracts';
import { apiClient } from './api-client';
import { minPositionParam, refreshAfterWrite } from './read-your-writes';

/** POST /mutes (the person's id) and DELETE /mutes/{user_id}: the muted person is never told. */
export const mute = (userId: string) => apiClient.post<Mute>('/mutes', { body: { user_id: userId } });
export const unmute = (userId: string) => apiClient.delete<{ id: string }>(`/mutes/${encodeURIComponent(userId)}`);

/** GET /mutes: whom the signed-in person muted, by name. */
export async function getMutes(signal?: AbortSignal): Promise<Mute[]> {
  const { data } = await apiClient.get<Mute[]>('/mutes', { params: minPositionParam('mutes'), signal });
  return data;
}

/** One cache entry for Settings → Muted People and the Mute actions on posts and conversations. */
export const mutesQueryOptions = () => queryOptions({ queryKey: ['mutes'], queryFn: ({ signal }) => getMutes(signal) });

/** Mute or unmute, then refresh what a mute changes: the list, the wall, notifications and conversations. */
export function useMuteToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, muted }: { userId: string; muted: boolean }) => (muted ? unmute(userId) : mute(userId)),
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['mutes', 'wall', 'notifications', 'messages'], meta.position),
  });
}
