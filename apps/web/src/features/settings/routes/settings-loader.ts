import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { requireUser } from '../../../lib/route-guards';
import { accountQueryOptions } from '../api/get-account';

/** Every settings screen edits the signed-in user's own account, read fresh. */
export const settingsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireUser(queryClient, request);
    await queryClient.fetchQuery({ ...accountQueryOptions(), staleTime: 0 });
    return null;
  };
