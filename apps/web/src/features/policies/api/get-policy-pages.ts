import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';

export type PolicyCategory = 'privacy' | 'terms';
export const isPolicyCategory = (value: string | undefined): value is PolicyCategory => value === 'privacy' || value === 'terms';

export interface PolicyPage {
  readonly id: string;
  readonly category: PolicyCategory;
  readonly key: string;
  readonly sequence: number;
  readonly title: string;
  readonly content_html: string;
  readonly hidden: boolean;
}

/** GET /api/custom_content?category=privacy|terms — public; hidden items too for administrators who ask. */
export async function getPolicyPages(category: PolicyCategory, includeHidden: boolean, signal?: AbortSignal): Promise<PolicyPage[]> {
  const params = { category, page_size: 0, ...(includeHidden ? { hidden: true } : {}), ...minPositionParam('content') };
  const { data } = await apiClient.get<PolicyPage[]>('/custom_content', { params, signal, onUnauthorized: 'ignore' });
  return data;
}

export const policyPagesQueryOptions = (category: PolicyCategory, includeHidden = false) =>
  queryOptions({
    queryKey: ['content', category, { includeHidden }],
    queryFn: ({ signal }) => getPolicyPages(category, includeHidden, signal),
  });

export const usePolicyPages = (category: PolicyCategory, includeHidden = false) =>
  useSuspenseQuery(policyPagesQueryOptions(category, includeHidden)).data;
