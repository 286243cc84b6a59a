import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnseenConversations } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

/** GET /api/conversations/unseen_count: the menu's count of conversations with unseen messages. */
export async function getUnseenConversations(signal?: AbortSignal): Promise<number> {
  const { data } = await apiClient.get<UnseenConversations>('/conversations/unseen_count', {
    params: minPositionParam('messages'),
    signal,
  });
  return data.unseen;
}

export const unseenConversationsQueryOptions = () =>
  queryOptions({ queryKey: ['messages', 'unseen'], queryFn: ({ signal }) => getUnseenConversations(signal) });

export const useUnseenConversations = (enabled = true): number => useQuery({ ...unseenConversationsQueryOptions(), enabled }).data ?? 0;
