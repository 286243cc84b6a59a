import { useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Spec 2 §2: the menu's Evaluation entry takes the name of the evaluation to answer. Few people
 * have one, so its fetcher loads only then (the evaluation itself lands in its own query's cache).
 */
export function useEvaluationName(siteId: string, id: string | undefined): string | null {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['evaluations', 'menu-name', { siteId, id }],
    queryFn: async () => {
      const { siteEvaluationQueryOptions } = await import('../../features/evaluations/api/get-site-evaluation');
      return (await queryClient.fetchQuery(siteEvaluationQueryOptions(siteId, id ?? ''))).name;
    },
    enabled: id !== undefined,
    retry: false,
  });
  return data ?? null;
}
