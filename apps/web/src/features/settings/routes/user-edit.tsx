import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError, isApiError } from '../../../lib/api-client';
import { requirePermission } from '../../../lib/route-guards';
import { siteLocationsQueryOptions } from '../../../lib/site-locations';
import { userAccountQueryOptions, useUserAccount } from '../api/get-user-account';
import { useSaveUserAccount } from '../api/save-user-account';
import { PersonalForm } from '../components/personal-form';

export const USER_NOT_LOADED = 'User could not be loaded.';
/** Spec 3 §4: 'Saved' shows for 1.7 seconds on the dashboard user edit. */
export const USER_EDIT_SAVED_MS = 1_700;

/** The user is loaded first (spec 3 /{userId}/settings); an unknown id is the 404 page. */
export const userEditLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'users.edit');
    try {
      const { site } = await queryClient.fetchQuery(userAccountQueryOptions(params.userId ?? ''));
      if (site.flags.is_location_displayed) await queryClient.prefetchQuery(siteLocationsQueryOptions(site.id));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw error;
      throw new ApiError(500, [USER_NOT_LOADED]);
    }
    return null;
  };

/** /:userId/settings — a master edits one user's account with that user's site's rules. */
export function UserEditRoute() {
  const userId = useParams().userId ?? '';
  const { account, site } = useUserAccount(userId);
  const save = useSaveUserAccount(userId);
  const name = `${account.profile.first_name} ${account.profile.last_name}`.trim();
  usePageTitle(name);
  return (
    <>
      <PageHeader title={name}>
        <p className="page-header__lead">{account.email}</p>
      </PageHeader>
      <PersonalForm account={account} site={site} save={save} savedForMs={USER_EDIT_SAVED_MS} adminEdit />
    </>
  );
}
