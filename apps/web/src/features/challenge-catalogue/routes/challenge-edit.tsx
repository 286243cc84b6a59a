import type { QueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInUser } from '../../../lib/current-user';
import { notFound, requirePermission } from '../../../lib/route-guards';
import { catalogueQueryOptions, useCatalogue } from '../api/catalogue';
import { ChallengeForm } from '../components/challenge-form';
import '../components/challenge-catalogue.css';
import { MANAGE_CHALLENGES_PERMISSION } from './challenges';

export const challengeEditLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, MANAGE_CHALLENGES_PERMISSION);
    const catalogue = await queryClient.fetchQuery(catalogueQueryOptions(user.site_id));
    if (!catalogue.some((challenge) => challenge.id === params.challengeId)) notFound();
    return null;
  };

/** /challenges/:id — edit one challenge; saving a default here makes this site's copy. */
export function ChallengeEditRoute() {
  usePageTitle('Edit challenge');
  const siteId = useSignedInUser().site_id;
  const { challengeId } = useParams();
  const challenge = useCatalogue(siteId).find((candidate) => candidate.id === challengeId);
  const navigate = useNavigate();
  return (
    <div className="challenge-catalogue">
      <PageHeader title="Edit challenge">
        {challenge?.site_id === null && (
          <p className="page-header__lead">This is a default challenge: saving it gives this site its own copy.</p>
        )}
      </PageHeader>
      {challenge && <ChallengeForm siteId={siteId} challenge={challenge} onSaved={() => void navigate(paths.challenges.admin.href())} />}
      <p>
        <Link to={paths.challenges.admin.href()}>Back to Challenges</Link>
      </p>
    </div>
  );
}
