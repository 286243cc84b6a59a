import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import { ssoDetailsQueryOptions, type SsoDetail } from '../../../lib/sso-details';
import { useDeleteSsoDetail } from '../api/delete-sso-detail';
import { SsoDetailDialog } from '../components/sso-detail-dialog';
import { SsoTestPanel } from '../components/sso-test-panel';

/** /sso_details?site_id= (the user's own site by default). */
export const ssoDetailsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, 'sso.manage');
    await queryClient.ensureQueryData(ssoDetailsQueryOptions(new URL(request.url).searchParams.get('site_id') ?? user.site_id));
    return null;
  };

export function SsoDetailsRoute() {
  usePageTitle('SSO Details');
  const user = useSignedInUser();
  const siteId = useSearchParams()[0].get('site_id') ?? user.site_id;
  const details = useSuspenseQuery(ssoDetailsQueryOptions(siteId)).data;
  const [editing, setEditing] = useState<SsoDetail | 'new' | null>(null);
  const [removing, setRemoving] = useState<SsoDetail | null>(null);
  const [position, setPosition] = useState<number | null>(null);
  const deletion = useDeleteSsoDetail();

  return (
    <>
      <PageHeader title="SSO Details">
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          New SSO detail
        </button>
      </PageHeader>
      {deletion.error && <ErrorList errors={isApiError(deletion.error) ? deletion.error.errors : ['Could not delete the SSO detail.']} />}
      {details.length === 0 ? (
        <p>This site has no single sign-on settings yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Label</th>
                <th scope="col">Login URL</th>
                <th scope="col">Redirect</th>
                <th scope="col">Enabled</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {details.map((detail) => (
                <tr key={detail.id}>
                  <td>{detail.sso_label}</td>
                  <td>{detail.login_url}</td>
                  <td>{detail.redirect}</td>
                  <td>{detail.is_sso_enabled ? 'Yes' : 'No'}</td>
                  <td>
                    <div className="admin-table__actions">
                      <button type="button" className="button button--small" onClick={() => setEditing(detail)}>
                        Edit
                      </button>
                      <button type="button" className="button button--small button--danger" onClick={() => setRemoving(detail)}>
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SsoTestPanel key={details[0]?.id ?? 'none'} siteId={siteId} details={details} position={position} />
      {editing && (
        <SsoDetailDialog
          siteId={siteId}
          detail={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={setPosition}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete SSO detail"
        confirmLabel="Delete"
        busy={deletion.isPending}
        onConfirm={() => {
          if (removing) deletion.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      >
        Delete the SSO detail {removing?.sso_label ? `"${removing.sso_label}"` : ''}? Sign-ons with its key will stop working.
      </ConfirmDialog>
    </>
  );
}
