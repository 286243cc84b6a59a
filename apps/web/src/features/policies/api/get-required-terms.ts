import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { minPositionParam } from '../../../lib/read-your-writes';
import type { PolicyCategory } from './get-policy-pages';
import type { RequiredTerm as Required } from '@wellway/contracts';

/** A required page: the API requires privacy and terms pages only. */
export type RequiredTerm = Omit<Required, 'category'> & { readonly category: PolicyCategory };

/** GET /api/sites/{site_id}/required_terms. */
export async function getRequiredTerms(siteId: string, signal?: AbortSignal): Promise<RequiredTerm[]> {
  const { data } = await apiClient.get<RequiredTerm[]>(`/sites/${siteId}/required_terms`, { params: minPositionParam('content'), signal });
  return data;
}

export const requiredTermsQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['content', 'required_terms', siteId], queryFn: ({ signal }) => getRequiredTerms(siteId, signal) });

export const useRequiredTerms = (siteId: string) => useSuspenseQuery(requiredTermsQueryOptions(siteId)).data;
