import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { currentUserQueryOptions, type User } from '../../../lib/current-user';
import { requiredTermsQueryOptions } from '../api/get-required-terms';
import { paths } from '../../../config/paths';

/** The pages still to accept; a user answered by sign-in (without the list) is asked for again. */
async function pendingTerms(queryClient: QueryClient, user: User): Promise<readonly string[]> {
  if (user.required_term_ids) return user.required_term_ids;
  const fresh = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  return fresh?.required_term_ids ?? [];
}

/**
 * Spec 2 §4 Required terms: a person with required pages still to accept is sent to the terms or
 * privacy page (whichever the first of them is) until accepted. Signed-in routes call this.
 */
export async function requireAcceptedTerms(queryClient: QueryClient, user: User): Promise<void> {
  const pending = await pendingTerms(queryClient, user);
  if (pending.length === 0) return;
  const terms = await queryClient.fetchQuery(requiredTermsQueryOptions(user.site_id));
  const first = terms.find((term) => pending.includes(term.custom_content_id));
  throw redirect(paths.policy.href(first?.category ?? 'terms'));
}
