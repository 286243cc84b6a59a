import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Content } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

/** GET /api/custom_content?category=wall&page_size=0 (spec 2 §7 content by category): the wall's guidelines, in sequence. */
export async function getGuidelines(signal?: AbortSignal): Promise<Content[]> {
  const { data } = await apiClient.get<Content[]>('/custom_content', {
    params: { category: 'wall', page_size: 0, ...minPositionParam('content') },
    signal,
  });
  return data;
}

// Under 'content', so an edit to the site's content refreshes it.
export const guidelinesQueryOptions = () => queryOptions({ queryKey: ['content', 'wall'], queryFn: ({ signal }) => getGuidelines(signal) });

export const useGuidelines = () => useSuspenseQuery(guidelinesQueryOptions()).data;
