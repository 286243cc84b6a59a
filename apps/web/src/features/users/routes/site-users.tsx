import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError, isApiError } from '../../../lib/api-client';
import { hasPermission, useSignedInUser } from '../../../lib/current-user';
import { locationCell, locationColumnsOf } from '../../../lib/user-location-columns';
import { requirePermission } from '../../../lib/route-guards';
import { siteByIdQueryOptions } from '../../../lib/site-by-id';
import { useDeleteUser } from '../api/delete-user';
import { siteUsersQueryOptions, useSiteUsers, type ListedUser } from '../api/get-site-users';
import { paths } from '../../../config/paths';
import { isFormerParticipant } from '../utils/former-participant';

export const USERS_NOT_LOADED = 'Users could not be loaded.';

export const siteUsersLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'users.view');
    try {
      await Promise.all([
        queryClient.ensureQueryData(siteUsersQueryOptions(params.siteId ?? '')),
        queryClient.ensureQueryData(siteByIdQueryOptions(params.siteId ?? '')),
      ]);
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 403)) throw error;
      throw new ApiError(500, [USERS_NOT_LOADED]);
    }
    return null;
  };

/** /site/:siteId/users (spec 3 §6): masters get the actions, everyone else days logged. */
export function SiteUsersRoute() {
  usePageTitle('Users');
  const siteId = useParams().siteId ?? '';
  const users = useSiteUsers(siteId);
  const site = useSuspenseQuery(siteByIdQueryOptions(siteId)).data;
  const locationColumns = locationColumnsOf(site);
  const me = useSignedInUser();
  const isMaster = hasPermission(me, 'users.delete');
  const [removing, setRemoving] = useState<ListedUser | null>(null);
  const deletion = useDeleteUser();

  return (
    <>
      <PageHeader title="Users" />
      {deletion.error && <ErrorList errors={isApiError(deletion.error) ? deletion.error.errors : ['Could not remove the user.']} />}
      <div className="admin-table-wrap">
        <table className="admin-table admin-table--stacked">
          <caption className="visually-hidden">Users of this site</caption>
          <thead>
            <tr>
              <th scope="col">First Name</th>
              <th scope="col">Last Name</th>
              <th scope="col">Email</th>
              <th scope="col">SSOID</th>
              {locationColumns.map((label) => (
                <th scope="col" key={label}>
                  {label}
                </th>
              ))}
              {isMaster ? <th scope="col">Actions</th> : <th scope="col">Days Logged</th>}
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const erased = isFormerParticipant(user);
              return (
                <tr key={user.id}>
                  <td data-label="First Name">{user.first_name}</td>
                  <td data-label="Last Name">{user.last_name}</td>
                  <td data-label="Email">{user.email}</td>
                  <td data-label="SSOID">{user.sso_identifier ?? ''}</td>
                  {locationColumns.map((label, level) => (
                    <td data-label={label} key={label}>
                      {locationCell(user, level)}
                    </td>
                  ))}
                  {isMaster && erased ? (
                    <td data-label="Actions">Erased</td>
                  ) : isMaster ? (
                    <td data-label="Actions">
                      <div className="admin-table__actions">
                        <a
                          className="button button--small"
                          href={paths.user.settings.href(user.id)}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={`Edit ${user.profile.full_name}`}
                        >
                          Edit
                        </a>
                        {user.id !== me.id && (
                          <>
                            <Link
                              className="button button--small"
                              to={paths.user.impersonate.href(user.id)}
                              aria-label={`Impersonate ${user.profile.full_name}`}
                            >
                              Impersonate
                            </Link>
                            <button
                              type="button"
                              className="button button--small button--danger"
                              onClick={() => setRemoving(user)}
                              aria-label={`Delete ${user.profile.full_name}`}
                            >
                              Delete
                            </button>
                          </>
                        )}
                      </div>
                    </td>
                  ) : (
                    <td data-label="Days Logged">{user.days_logged}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Remove user"
        confirmLabel="Delete"
        busy={deletion.isPending}
        onConfirm={() => {
          if (removing) deletion.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      >
        Do you want to remove this user ({removing?.profile.full_name})? Their personal data will be erased for good.
      </ConfirmDialog>
    </>
  );
}
