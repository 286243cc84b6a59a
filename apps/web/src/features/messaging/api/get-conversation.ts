import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

/** GET /api/conversations/{id}: spec 1 §7, "a load reads the first item of the response data list". */
export async function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  const { data } = await apiClient.get<Conversation[]>(`/conversations/${encodeURIComponent(id)}`, {
    params: minPositionParam('messages'),
    signal,
  });
  return data[0]!;
}

export const conversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['messages', 'conversation', id], queryFn: ({ signal }) => getConversation(id, signal) });

export const useConversation = (id: string) => useQuery(conversationQueryOptions(id));
