import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { requireUser } from '../../../lib/route-guards';

/** Spec 2 §2 /evaluation/current: the first pending evaluation, else home. */
export const currentEvaluationLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireUser(queryClient, request);
    // The pending list changes with the day and with answers: read it fresh.
    const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    const first = user?.pending_evaluation_ids?.[0];
    return redirect(first === undefined ? paths.home.href() : paths.evaluation.href(first));
  };
