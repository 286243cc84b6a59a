import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import type { LoaderFunctionArgs } from 'react-router';
import { InheritableList, isDefaultSite } from '../../../components/inheritable-list';
import type { InheritableWording } from '../../../components/inheritable-wording';
import { PageHeader } from '../../../components/page-header';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInUser } from '../../../lib/current-user';

import { requirePermission } from '../../../lib/route-guards';
import { catalogueQueryOptions, useCatalogue, useDeleteChallenge } from '../api/catalogue';
import { ChallengeForm } from '../components/challenge-form';
import { MONTHS } from '../components/months';
import '../components/challenge-catalogue.css';

const CHALLENGE_WORDING: InheritableWording = { noun: 'Challenge' };

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
  const remove = useDeleteChallenge();

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
          <InheritableList
            label="Challenges by month"
            items={catalogue}
            wording={CHALLENGE_WORDING}
            onDefaultSite={isDefaultSite(siteId)}
            nameOf={(challenge) => challenge.name}
            editHref={(challenge) => paths.challenges.edit.href(challenge.id)}
            onDelete={(challenge) => remove.mutateAsync({ siteId, id: challenge.id })}
            onDone={announce}
            columns={[
              { header: 'Name', cell: (challenge) => challenge.name },
              { header: 'Month', cell: (challenge) => MONTHS[challenge.month - 1] },
            ]}
          />
        )}
      </section>
    </div>
  );
}
