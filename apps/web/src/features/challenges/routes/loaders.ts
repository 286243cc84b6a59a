import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import type { LoaderFunctionArgs } from 'react-router';
import { requirePermission } from '../../../lib/route-guards';

export const CHALLENGES_PERMISSION: Permission = 'challenges.view';

/** Every challenges screen: signed in, challenges switched on for the site; then what the screen reads first. */
export const challengesLoader =
  (queryClient: QueryClient, prefetch: (request: Request) => Promise<unknown>) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, CHALLENGES_PERMISSION);
    await prefetch(request);
    return null;
  };
