import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserQueryKey, getCurrentUser } from '../../../lib/current-user';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import type { Answers } from '../utils/answers';

/** POST /api/site_evaluations/{id}/user_evaluation_answers (spec 2 §7). */
export async function answerSiteEvaluation(userId: string, id: string, answers: Answers): Promise<number | null> {
  const body = { user_id: userId, site_evaluation_id: id, answers };
  const { meta } = await apiClient.post(`/site_evaluations/${encodeURIComponent(id)}/user_evaluation_answers`, { body });
  return meta.position ?? null;
}

/**
 * Spec 2 §4 Evaluation: after submission the id moves from pending to completed (the user is read
 * again at the answer's position) and what shows evaluations refreshes.
 */
export function useAnswerSiteEvaluation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: string; answers: Answers }) => answerSiteEvaluation(userId, id, answers),
    onSuccess: async (position) => {
      const user = await getCurrentUser(undefined, position ?? undefined);
      queryClient.setQueryData(currentUserQueryKey, user);
      await refreshAfterWrite(queryClient, ['evaluations'], position);
    },
  });
}
