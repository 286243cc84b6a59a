import type { QueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { catalogueQueryOptions, useCatalogue, type Challenge } from '../api/get-catalogue';
import { challengeableFriendsQueryOptions, useChallengeableFriends } from '../api/get-challengeable-friends';
import { OopsDialog } from '../components/oops-dialog';
import { useSendChallenge } from '../components/use-send-challenge';
import '../components/challenges.css';
import { challengesLoader } from './loaders';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const selectChallengeLoader = (queryClient: QueryClient) =>
  challengesLoader(queryClient, () =>
    Promise.all([queryClient.fetchQuery(catalogueQueryOptions()), queryClient.fetchQuery(challengeableFriendsQueryOptions())]),
  );

/** The catalogue by month, starting with this month (the year wraps). */
export function byMonth(challenges: readonly Challenge[], currentMonth: number): [number, Challenge[]][] {
  const order = Array.from({ length: 12 }, (_, index) => ((currentMonth - 1 + index) % 12) + 1);
  return order
    .map((month): [number, Challenge[]] => [month, challenges.filter((c) => c.month === month)])
    .filter(([, list]) => list.length > 0);
}

/** /challenges/active/select_challenge?user — choose a challenge (for that friend, or then choose the friend). */
export function SelectChallengeRoute() {
  usePageTitle('Choose a challenge');
  const [params] = useSearchParams();
  const userId = params.get('user');
  const friends = useChallengeableFriends();
  const friend = userId ? friends.find((candidate) => candidate.id === userId) : undefined;
  const catalogue = useCatalogue();
  const navigate = useNavigate();
  const send = useSendChallenge();

  return (
    <div className="challenges">
      <PageHeader title="Choose a challenge">
        <p className="page-header__lead">
          {friend ? `Challenge ${friend.full_name} to one of these.` : 'Pick a challenge, then the friend to challenge.'}
        </p>
      </PageHeader>
      <section className="card" aria-labelledby="catalogue-title">
        <h2 id="catalogue-title" className="section-title">
          Challenges by month
        </h2>
        {catalogue.length === 0 && <p>There are no challenges on this site yet.</p>}
        {byMonth(catalogue, new Date().getMonth() + 1).map(([month, list]) => (
          <div key={month}>
            <h3 className="challenge-month">{MONTHS[month - 1]}</h3>
            <ul className="challenge-picker">
              {list.map((challenge) => (
                <li key={challenge.id} className="challenge-picker__item">
                  <span>{challenge.name}</span>
                  <button
                    type="button"
                    className="button button--small button--primary"
                    aria-disabled={send.pending}
                    onClick={() =>
                      friend ? send.challenge(friend.id, challenge.id) : void navigate(paths.challenges.selectUser.href(challenge.id))
                    }
                  >
                    Choose<span className="visually-hidden">: {challenge.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <p>
        <Link to={paths.challenges.active.href()}>Back to My Challenges</Link>
      </p>
      <OopsDialog message={send.oops} onClose={send.closeOops} />
    </div>
  );
}
