import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInUser } from '../../../lib/current-user';
import { CHALLENGES_PAGE_SIZE, userChallengesQueryOptions } from '../api/get-user-challenges';
import { ChallengeList } from '../components/challenge-list';
import { ChallengeTabs } from '../components/challenge-tabs';
import '../components/challenges.css';
import { challengesLoader } from './loaders';

export const historyLoader = (queryClient: QueryClient) =>
  challengesLoader(queryClient, () => queryClient.fetchQuery(userChallengesQueryOptions('completed', CHALLENGES_PAGE_SIZE)));

/** /challenges/history — what the person completed, and what ran out of time. */
export function ChallengeHistoryRoute() {
  usePageTitle('Challenge History');
  const user = useSignedInUser();
  return (
    <div className="challenges">
      <PageHeader title="Challenges" />
      <ChallengeTabs />
      <ChallengeList filter="completed" viewerId={user.id} title="History" empty="No completed challenges yet." />
    </div>
  );
}
