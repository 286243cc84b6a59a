import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { currentSiteQueryOptions } from '../../../lib/current-site';
import { requireUser } from '../../../lib/route-guards';
import { siteLocationsQueryOptions } from '../../../lib/site-locations';
import { accountQueryOptions } from '../api/get-account';

/** Every settings screen edits the signed-in user's own account, read fresh. */
export const settingsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireUser(queryClient, request);
    await queryClient.fetchQuery({ ...accountQueryOptions(), staleTime: 0 });
    const site = await queryClient.ensureQueryData(currentSiteQueryOptions());
    if (site.flags.is_location_displayed) await queryClient.prefetchQuery(siteLocationsQueryOptions(site.id));
    return null;
  };
