import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { StatusMessage } from '../../../components/status-message';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { requirePermission } from '../../../lib/route-guards';
import { useDeleteSite } from '../api/delete-site';
import { sitesQueryOptions, useSites, type SiteListItem } from '../api/get-sites';
import '../components/sites.css';
import { paths } from '../../../config/paths';

export const sitesLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'master.sites');
    await queryClient.ensureQueryData(sitesQueryOptions());
    return null;
  };

const STATE_LABELS: Record<SiteListItem['state'], string> = {
  not_launched: 'Not launched',
  open: 'Open',
  closed: 'Closed',
  disabled: 'Disabled',
};

/** /sites (masters): the table of sites with view, edit, users and delete (Reports comes with the reports screen). */
export function SitesRoute() {
  usePageTitle('Sites');
  const sites = useSites();
  const remove = useDeleteSite();
  const [confirming, setConfirming] = useState<SiteListItem | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [announcement, announce] = useAnnouncement();

  async function confirmDelete() {
    if (!confirming) return;
    const site = confirming;
    setConfirming(null);
    try {
      await remove.mutateAsync(site.id);
      setErrors([]);
      announce(`${site.name} was deleted.`);
    } catch (error) {
      setErrors(['Could not delete Site', ...(isApiError(error) ? error.errors : [])]);
    }
  }

  return (
    <>
      <PageHeader title="Sites">
        <Link to={paths.site.create.href()} className="button button--primary site-page__action">
          New site
        </Link>
      </PageHeader>
      <ErrorList errors={errors} />
      <StatusMessage message={announcement} />
      <div className="sites-table-wrap card">
        <table className="data-table data-table--stacked sites-table">
          <caption className="visually-hidden">Sites</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Address</th>
              <th scope="col">Years</th>
              <th scope="col">Launch</th>
              <th scope="col">State</th>
              <th scope="col" className="data-table__number">
                Participants
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {sites.map((site) => (
              <tr key={site.id}>
                <th scope="row">
                  <Link to={paths.site.href(site.id)}>{site.name}</Link>
                </th>
                <td data-label="Address">{site.urls.at(-1)}</td>
                <td data-label="Years">{site.years.join(', ')}</td>
                <td data-label="Launch">{site.launch_on ?? '—'}</td>
                <td data-label="State">{STATE_LABELS[site.state]}</td>
                <td data-label="Participants" className="data-table__number">
                  {site.participants}
                </td>
                <td>
                  <div className="sites-table__actions">
                    <Link to={paths.site.href(site.id)} className="button button--small" aria-label={`View ${site.name}`}>
                      View
                    </Link>
                    <Link to={paths.site.edit.href(site.id)} className="button button--small" aria-label={`Edit ${site.name}`}>
                      Edit
                    </Link>
                    <Link to={paths.site.users.href(site.id)} className="button button--small" aria-label={`Users of ${site.name}`}>
                      Users
                    </Link>
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Delete ${site.name}`}
                      onClick={() => setConfirming(site)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete site?"
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      >
        Do you want to delete {confirming?.name}? Its participants will no longer reach it.
      </ConfirmDialog>
    </>
  );
}
