import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInUser } from '../../../lib/current-user';
import { siteByIdQueryOptions } from '../../../lib/site-by-id';
import { locationCell, locationColumnsOf } from '../../../lib/user-location-columns';
import { PARTICIPANTS_PAGE_SIZE, participantsQueryOptions, useParticipants } from '../api/get-participants';
import { DashboardTabs } from '../components/dashboard-tabs';
import { SiteSwitch } from '../components/site-switch';
import { dashboardSiteId, requireDashboard } from '../utils/access';
import '../components/dashboard.css';

/** Spec 3 §8 "Participants load". */
export const PARTICIPANTS_NOT_LOADED = 'Oops, we could not get the participants.';
const SEARCH_DELAY_MS = 300;

/** /dashboard/participants (spec 3 §2.4, Coordinator only): the site's participants, searchable and paged. */
export const participantsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { siteId } = await requireDashboard(queryClient, request, 'coordinator.participants');
    await queryClient.ensureQueryData(siteByIdQueryOptions(siteId));
    // The list itself may fail on screen (its own message), so the loader only warms it.
    void queryClient.prefetchQuery(participantsQueryOptions(siteId, '', 1));
    return null;
  };

export function ParticipantsRoute() {
  usePageTitle('Participants');
  const siteId = dashboardSiteId(useSignedInUser(), useSearchParams()[0]);
  const site = useSuspenseQuery(siteByIdQueryOptions(siteId)).data;
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ search: '', page: 1 });
  // A new search starts at its first page.
  const page = paging.search === search ? paging.page : 1;
  const participants = useParticipants(siteId, search, page);
  const columns = locationColumnsOf(site);
  const total = participants.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PARTICIPANTS_PAGE_SIZE));
  const goTo = (next: number) => setPaging({ search, page: next });

  return (
    <>
      <PageHeader title="Participants">
        <SiteSwitch siteId={siteId} href={paths.dashboard.participants.href} />
      </PageHeader>
      <DashboardTabs siteId={siteId} />
      <div className="dashboard-search">
        <label htmlFor="participants-search">Search participants</label>
        <input
          id="participants-search"
          type="search"
          className="input"
          value={typed}
          placeholder="Name, e-mail or SSO id"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {participants.isError && <ErrorList errors={[PARTICIPANTS_NOT_LOADED]} />}
      {participants.data && (
        <>
          <p className="dashboard-count" role="status">
            {total === 1 ? '1 participant' : `${total} participants`}
            {search && ` matching “${search}”`}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--stacked">
              <caption className="visually-hidden">Participants of this site</caption>
              <thead>
                <tr>
                  <th scope="col">First Name</th>
                  <th scope="col">Last Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">SSOID</th>
                  {columns.map((label) => (
                    <th scope="col" key={label}>
                      {label}
                    </th>
                  ))}
                  <th scope="col">Days Logged</th>
                </tr>
              </thead>
              <tbody>
                {participants.data.participants.map((person) => (
                  <tr key={person.id}>
                    <td data-label="First Name">{person.first_name}</td>
                    <td data-label="Last Name">{person.last_name}</td>
                    <td data-label="Email">{person.email}</td>
                    <td data-label="SSOID">{person.sso_identifier ?? ''}</td>
                    {columns.map((label, level) => (
                      <td data-label={label} key={label}>
                        {locationCell(person, level)}
                      </td>
                    ))}
                    <td data-label="Days Logged">{person.days_logged}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className="dashboard-pager" aria-label="Participants pages">
              <button type="button" className="button button--small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Previous
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button type="button" className="button button--small" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
