import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, redirect, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { catalogueQueryOptions, useCatalogue } from '../api/get-catalogue';
import { challengeableFriendsQueryOptions, matchesFriend, useChallengeableFriends } from '../api/get-challengeable-friends';
import { OopsDialog } from '../components/oops-dialog';
import { useSendChallenge } from '../components/use-send-challenge';
import '../components/challenges.css';
import { challengesLoader } from './loaders';

/** Needs a challenge param (spec 2 §2): without one, choose the challenge first. */
export const selectUserLoader = (queryClient: QueryClient) =>
  challengesLoader(queryClient, async (request) => {
    if (!new URL(request.url).searchParams.get('challenge')) throw redirect(paths.challenges.selectChallenge.href());
    await Promise.all([queryClient.fetchQuery(catalogueQueryOptions()), queryClient.fetchQuery(challengeableFriendsQueryOptions())]);
  });

/** /challenges/active/select_user?challenge — choose the friend to challenge, searching by first or last name. */
export function SelectUserRoute() {
  usePageTitle('Choose a friend');
  const [params] = useSearchParams();
  const challengeId = params.get('challenge') ?? '';
  const challenge = useCatalogue().find((candidate) => candidate.id === challengeId);
  const friends = useChallengeableFriends();
  const [search, setSearch] = useState('');
  const send = useSendChallenge();
  const shown = friends.filter((friend) => matchesFriend(friend, search));

  return (
    <div className="challenges">
      <PageHeader title="Choose a friend">
        <p className="page-header__lead">
          {challenge ? `Challenge: ${challenge.name}` : 'This challenge is not in the catalogue any more.'}
        </p>
      </PageHeader>
      <section className="card" aria-labelledby="friends-title">
        <h2 id="friends-title" className="section-title">
          Your friends
        </h2>
        <div className="field">
          <label className="field__label" htmlFor="challenge-friend-search">
            Search by first or last name
          </label>
          <input
            id="challenge-friend-search"
            className="input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {shown.length === 0 ? (
          <EmptyState title={friends.length === 0 ? 'You have no friends to challenge yet.' : 'No friend matches that name.'} />
        ) : (
          <ul className="challenge-picker">
            {shown.map((friend) => (
              <li key={friend.id} className="challenge-picker__item">
                <span>{friend.full_name}</span>
                <button
                  type="button"
                  className="button button--small button--primary"
                  aria-disabled={send.pending || !challenge}
                  onClick={() => challenge && send.challenge(friend.id, challenge.id)}
                >
                  Challenge<span className="visually-hidden"> {friend.full_name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to={paths.challenges.selectChallenge.href()}>Choose another challenge</Link>
      </p>
      <OopsDialog message={send.oops} onClose={send.closeOops} />
    </div>
  );
}
