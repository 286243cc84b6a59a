import type { QueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { StatusMessage } from '../../../components/status-message';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useCurrentUser } from '../../../lib/current-user';
import { isApiError } from '../../../lib/api-client';
import { requirePermission } from '../../../lib/route-guards';
import { useChangeFriendship } from '../api/change-friendship';
import { useSearch } from '../api/friendships';
import { useFriendLabels } from '../components/friend-labels';
import { FriendsHeader } from '../components/friends-nav';
import { PersonRow } from '../components/person-row';

/** Spec 2 §5: friend search is debounced 300 ms. */
const SEARCH_DEBOUNCE_MS = 300;

export const friendsSearchLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'friends.view');
    return null;
  };

/** Spec 2 §5: the direct e-mail invite is offered when the text has '@' and '.' and nobody was found. */
const looksLikeAddress = (text: string) => text.includes('@') && text.includes('.');

/** /friends/search: people of my site by name or e-mail; ask them, or invite an address by e-mail. */
export function FriendsSearchRoute() {
  const labels = useFriendLabels();
  const me = useCurrentUser();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useSearch(query);
  const change = useChangeFriendship();
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set());
  const [announcement, announce] = useAnnouncement();
  const people = query === '' ? [] : (data ?? []);
  const errors = change.error ? (isApiError(change.error) ? change.error.errors : [change.error.message]) : [];

  const ask = (friendeeId: string, name: string) =>
    change.mutate({ kind: 'request', friendeeId }, { onSuccess: () => announce(`${labels.one} request sent to ${name}.`) });
  const invite = (address: string) =>
    change.mutate(
      { kind: 'request', friendEmail: address },
      {
        onSuccess: () => {
          setInvited((before) => new Set(before).add(address.toLowerCase()));
          announce(`Invitation sent to ${address}.`);
        },
      },
    );

  return (
    <>
      <FriendsHeader title={`Find ${labels.many}`} />
      <section className="card" aria-labelledby="friends-search-title" aria-busy={isFetching}>
        <h2 id="friends-search-title" className="section-title">
          Find {labels.many}
        </h2>
        <div className="field">
          <label className="field__label" htmlFor="friends-search">
            Name or e-mail
          </label>
          <input
            id="friends-search"
            className="input"
            type="search"
            autoComplete="off"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <StatusMessage message={announcement} />
        {errors.length > 0 && <ErrorList errors={errors} />}
        {isError && <ErrorList errors={['Users could not be found']} />}
        {people.length > 0 && (
          <ul className="people" aria-label="People found">
            {people.map((person) => (
              <PersonRow
                key={person.id}
                name={person.full_name}
                detail={
                  person.friendship?.status === 'A'
                    ? `Already your ${labels.one.toLowerCase()}`
                    : person.friendship
                      ? 'Request pending'
                      : undefined
                }
              >
                {person.friendship === null && (
                  <button
                    type="button"
                    className="button button--small button--primary"
                    aria-label={`Add ${labels.one} ${person.full_name}`}
                    aria-disabled={change.isPending}
                    onClick={() => ask(person.id, person.full_name)}
                  >
                    Add {labels.one}
                  </button>
                )}
                {person.friendship?.status === 'P' && person.friendship.sender_id !== me?.id && <span>Wants to connect with you</span>}
              </PersonRow>
            ))}
          </ul>
        )}
        {query !== '' && data && people.length === 0 && !isFetching && (
          <EmptyState
            icon={<Search className="icon icon--lg" />}
            title={`Nobody on this site matches “${query}”.`}
            action={
              looksLikeAddress(query) &&
              (invited.has(query.toLowerCase()) ? (
                <p>Already invited.</p>
              ) : (
                <button type="button" className="button button--primary" aria-disabled={change.isPending} onClick={() => invite(query)}>
                  Invite {query} by e-mail
                </button>
              ))
            }
          />
        )}
      </section>
    </>
  );
}

export { friendsSearchLoader as loader, FriendsSearchRoute as Component };
