import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInUser } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import { catalogueQueryOptions, useCatalogue, type Challenge } from '../api/catalogue';
import { ChallengeForm } from '../components/challenge-form';
import { DeleteChallengeDialog, deleteLabel } from '../components/delete-challenge-dialog';
import { MONTHS } from '../components/months';
import '../components/challenge-catalogue.css';

export const MANAGE_CHALLENGES_PERMISSION: Permission = 'content.manage';

export const challengesLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, MANAGE_CHALLENGES_PERMISSION);
    await queryClient.fetchQuery(catalogueQueryOptions(user.site_id));
    return null;
  };

/** /challenges — spec 3 §2.2: table with name, month, site and actions; new, edit, delete (confirmed). */
export function ChallengesRoute() {
  usePageTitle('Challenges');
  const siteId = useSignedInUser().site_id;
  const catalogue = useCatalogue(siteId);
  const [message, announce] = useAnnouncement();
  const [deleting, setDeleting] = useState<Challenge | null>(null);

  return (
    <div className="challenge-catalogue">
      <PageHeader title="Challenges">
        <p className="page-header__lead">
          Participants challenge their friends to these, by month. Default challenges show unless this site edits them.
        </p>
      </PageHeader>
      <StatusMessage message={message} />
      <ChallengeForm siteId={siteId} onSaved={(saved) => announce(`${saved.name} added.`)} />
      <section className="card" aria-labelledby="challenge-table-title">
        <h2 id="challenge-table-title" className="section-title">
          Challenges by month
        </h2>
        {catalogue.length === 0 ? (
          <p>No challenges yet.</p>
        ) : (
          <div className="challenge-table__scroll">
            <table className="challenge-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Month</th>
                  <th scope="col">Site</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {catalogue.map((challenge) => (
                  <tr key={challenge.id}>
                    <td>{challenge.name}</td>
                    <td>{MONTHS[challenge.month - 1]}</td>
                    <td>{challenge.site_id === null ? 'Default' : challenge.parent_id ? 'This site (edited default)' : 'This site'}</td>
                    <td>
                      <div className="challenge-table__actions">
                        <Link to={paths.challenges.edit.href(challenge.id)} className="button button--small">
                          Edit<span className="visually-hidden">: {challenge.name}</span>
                        </Link>
                        {deleteLabel(challenge) && (
                          <button type="button" className="button button--small button--quiet" onClick={() => setDeleting(challenge)}>
                            {deleteLabel(challenge)}
                            <span className="visually-hidden">: {challenge.name}</span>
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <DeleteChallengeDialog
        siteId={siteId}
        challenge={deleting}
        onClose={(closedWith) => {
          setDeleting(null);
          if (closedWith) announce(closedWith);
        }}
      />
    </div>
  );
}
