import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Friendship } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

export type FriendshipChange =
  | { readonly kind: 'request'; readonly friendeeId?: string; readonly friendEmail?: string }
  | { readonly kind: 'answer'; readonly id: string; readonly status: 'A' | 'D' | 'resend' }
  | { readonly kind: 'remove'; readonly id: string };

/** POST /api/friendships, PUT /api/friendships/{id}, DELETE /api/friendships/{id}. */
export function changeFriendship(change: FriendshipChange) {
  switch (change.kind) {
    case 'request':
      return apiClient.post<Friendship>('/friendships', {
        body: { status: 'P', ...(change.friendeeId ? { friendee_id: change.friendeeId } : { friend_email: change.friendEmail }) },
      });
    case 'answer':
      return apiClient.put<unknown>(`/friendships/${encodeURIComponent(change.id)}`, { body: { status: change.status } });
    case 'remove':
      return apiClient.delete<unknown>(`/friendships/${encodeURIComponent(change.id)}`);
  }
}

export function useChangeFriendship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFriendship,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['friends'], meta.position),
  });
}

/** POST /api/send_mail (email_type 'individual'). */
export function useSendMail() {
  return useMutation({
    mutationFn: ({ recipientId, message }: { recipientId: string; message: string }) =>
      apiClient.post<unknown>('/send_mail', { body: { email_type: 'individual', recipient_id: recipientId, message } }),
  });
}
