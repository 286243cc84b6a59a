import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInUser } from '../../../lib/current-user';
import { useUserChallenge } from '../api/get-user-challenge';
import { CHALLENGES_PAGE_SIZE, userChallengesQueryOptions } from '../api/get-user-challenges';
import { ChallengeList } from '../components/challenge-list';
import { ChallengeTabs } from '../components/challenge-tabs';
import { OopsDialog } from '../components/oops-dialog';
import '../components/challenges.css';
import { challengesLoader } from './loaders';

/** Spec 2 §8, a challenge opened by a link that no longer exists. */
export const CHALLENGE_GONE = 'This challenge no longer exists.';

export const activeLoader = (queryClient: QueryClient) =>
  challengesLoader(queryClient, () => queryClient.fetchQuery(userChallengesQueryOptions('active', CHALLENGES_PAGE_SIZE)));

/** /challenges/active?challenge_id — the person's active challenges; a notification's link names one. */
export function ActiveChallengesRoute() {
  usePageTitle('My Challenges');
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const opened = params.get('challenge_id');
  const linked = useUserChallenge(opened);
  const [gone, setGone] = useState<string | null>(null);
  useEffect(() => {
    if (linked.isError) setGone(CHALLENGE_GONE);
  }, [linked.isError]);
  useEffect(() => {
    if (linked.data) document.getElementById(`challenge-${linked.data.id}`)?.scrollIntoView({ block: 'center' });
  }, [linked.data]);

  return (
    <div className="challenges">
      <PageHeader title="Challenges" />
      <ChallengeTabs />
      <div className="challenges__toolbar">
        <p>Challenge a friend to one of this month’s challenges. You can have up to 5 active challenges.</p>
        <Link to={paths.challenges.selectChallenge.href()} className="button button--primary">
          New challenge
        </Link>
      </div>
      <ChallengeList filter="active" viewerId={user.id} title="My Challenges" empty="You have no active challenges." highlightId={opened} />
      <OopsDialog
        message={gone}
        onClose={() => {
          setGone(null);
          setParams({}, { replace: true });
        }}
      />
    </div>
  );
}
