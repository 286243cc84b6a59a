import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { currentUserQueryOptions, type User } from '../../../lib/current-user';
import { evaluationRedirect, tabStorage } from '../utils/evaluation-redirect';

/**
 * Spec 1 §4 Active evaluations: a participant with an evaluation to answer goes to it, once per
 * evaluation (evaluationRedirect). A user answered by sign-in (without the lists) is read again.
 */
export async function requireEvaluationsSeen(queryClient: QueryClient, user: User, request: Request): Promise<void> {
  if (user.role !== 'user') return;
  const withLists = user.pending_evaluation_ids ? user : await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  if (!withLists) return;
  const to = evaluationRedirect(withLists, new URL(request.url).pathname, tabStorage());
  if (to) throw redirect(to);
}
