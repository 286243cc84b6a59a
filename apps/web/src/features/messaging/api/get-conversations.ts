import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export type { Conversation, Message } from '@wellway/contracts';

/** GET /api/conversations?include=last: the list, each with its last message. */
export async function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  const { data } = await apiClient.get<Conversation[]>('/conversations', {
    params: { include: 'last', ...minPositionParam('messages') },
    signal,
  });
  return data;
}

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: ['messages', 'list'], queryFn: ({ signal }) => getConversations(signal) });

export const useConversations = () => useQuery(conversationsQueryOptions());
