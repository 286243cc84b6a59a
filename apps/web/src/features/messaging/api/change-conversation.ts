import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationWritten } from '@wellway/contracts';
import { apiClient, type ApiResponse } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

const conversationPath = (id: string) => `/conversations/${encodeURIComponent(id)}`;

/** A message as the composer sends it: text and/or an image it uploaded (secure: its conversation's members read it). */
export interface MessageDraft {
  readonly content: string;
  readonly image?: string | null;
}

/** POST /api/conversations: the first post starts the conversation (spec 1 §4). */
export const startConversation = (userIds: readonly string[], draft: MessageDraft) =>
  apiClient.post<ConversationWritten>('/conversations', { body: { user_ids: userIds, ...draft } });

/** POST /api/conversations/{id}/messages. */
export const postMessage = (id: string, draft: MessageDraft) =>
  apiClient.post<ConversationWritten>(`${conversationPath(id)}/messages`, { body: draft });

/** POST /api/conversations/{id}/users: operation add or remove. */
export const changeMembers = (id: string, operation: 'add' | 'remove', members: readonly string[]) =>
  apiClient.post<ConversationWritten>(`${conversationPath(id)}/users`, { body: { operation, members } });

/** DELETE /api/conversations/{id}: leave it. */
export const leaveConversation = (id: string) => apiClient.delete<ConversationWritten>(conversationPath(id));

/** POST /api/conversations/{id}/mark_as_seen: opening it. */
export const markConversationSeen = (id: string) => apiClient.post<ConversationWritten>(`${conversationPath(id)}/mark_as_seen`);

/** POST /api/conversation_volume: mute or unmute. */
export const setConversationVolume = (ids: readonly string[], mute: boolean) =>
  apiClient.post<unknown>('/conversation_volume', { body: { mute, conversation_ids: ids } });

/** Any change to conversations: refreshes the 'messages' queries at or after its position. */
export function useConversationChange<Input, Data>(change: (input: Input) => Promise<ApiResponse<Data>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['messages'], meta.position),
  });
}
