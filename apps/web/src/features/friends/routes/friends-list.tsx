import type { QueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { Friendship } from '@wellway/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { requirePermission } from '../../../lib/route-guards';
import { useChangeFriendship } from '../api/change-friendship';
import { friendsQueryOptions, useFriends, type FriendSort } from '../api/friendships';
import { useFriendLabels } from '../components/friend-labels';
import { FriendsHeader } from '../components/friends-nav';
import { MailDialog } from '../components/mail-dialog';
import { PersonRow } from '../components/person-row';

const sorts: { value: FriendSort; label: string }[] = [
  { value: 'first_name', label: 'First name' },
  { value: 'last_name', label: 'Last name' },
  { value: 'total_steps', label: 'Total steps' },
  { value: 'challenges_completed', label: 'Completed challenges' },
];

const sortOf = (value: string | null): FriendSort => sorts.find((sort) => sort.value === value)?.value ?? 'first_name';
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

export const friendsListLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'friends.view');
    const params = new URL(request.url).searchParams;
    await queryClient.prefetchQuery(friendsQueryOptions(pageOf(params.get('page')), sortOf(params.get('sort'))));
    return null;
  };

/** /friends/list?friend_id: my friends, 40 a page, in one of four orders, with their steps this year. */
export function FriendsListRoute() {
  const labels = useFriendLabels();
  const [params, setParams] = useSearchParams();
  const sort = sortOf(params.get('sort'));
  const page = pageOf(params.get('page'));
  const { data, isError, isFetching } = useFriends(page, sort);
  const change = useChangeFriendship();
  const [removing, setRemoving] = useState<Friendship | null>(null);
  const [mailing, setMailing] = useState<{ id: string; full_name: string } | null>(null);
  const highlighted = params.get('friend_id');
  const go = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...next });

  return (
    <>
      <FriendsHeader title={`My ${labels.many}`} />
      <section className="card" aria-busy={isFetching} aria-labelledby="friends-list-title">
        <div className="friends-toolbar">
          <h2 id="friends-list-title" className="section-title">
            My {labels.many} {data ? `(${data.total})` : ''}
          </h2>
          <div className="field">
            <label className="field__label" htmlFor="friends-sort">
              Sort by
            </label>
            <select id="friends-sort" className="input" value={sort} onChange={(event) => go({ sort: event.target.value, page: '1' })}>
              {sorts.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {isError && <ErrorList errors={['Friends could not be found']} />}
        {data && data.friendships.length === 0 && (
          <EmptyState
            icon={<Users className="icon icon--lg" />}
            title={`You have no ${labels.many.toLowerCase()} yet.`}
            action={
              <Link className="button button--primary" to={paths.friends.search.href()}>
                Find {labels.many}
              </Link>
            }
          />
        )}
        {data && data.friendships.length > 0 && (
          <ul className="people" aria-label={`My ${labels.many}`}>
            {data.friendships.map((friendship) => {
              const friend = friendship.friendee;
              const name = friend?.full_name ?? 'Former participant';
              return (
                <PersonRow
                  key={friendship.id}
                  name={name}
                  highlighted={friend !== null && friend.id === highlighted}
                  detail={friendship.stats ? `${formatNumber(friendship.stats.total_steps)} total steps this year` : undefined}
                >
                  {friend && (
                    <button type="button" className="button button--small" aria-label={`E-mail ${name}`} onClick={() => setMailing(friend)}>
                      E-mail
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--small button--quiet"
                    aria-label={`Remove ${name}`}
                    onClick={() => setRemoving(friendship)}
                  >
                    Remove
                  </button>
                </PersonRow>
              );
            })}
          </ul>
        )}
        {data && data.totalPages > 1 && (
          <nav className="friends-pager" aria-label="Pages">
            <button type="button" className="button button--small" disabled={page <= 1} onClick={() => go({ page: String(page - 1) })}>
              Previous
            </button>
            <span>
              Page {data.page} of {data.totalPages}
            </span>
            <button
              type="button"
              className="button button--small"
              disabled={page >= data.totalPages}
              onClick={() => go({ page: String(page + 1) })}
            >
              Next
            </button>
          </nav>
        )}
      </section>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${labels.one}`}
        confirmLabel="Remove"
        busy={change.isPending}
        errors={change.error ? (isApiError(change.error) ? change.error.errors : [change.error.message]) : []}
        onCancel={() => {
          change.reset();
          setRemoving(null);
        }}
        onConfirm={() => removing && change.mutate({ kind: 'remove', id: removing.id }, { onSuccess: () => setRemoving(null) })}
      >
        Do you want to remove {removing?.friendee?.full_name ?? 'this person'} from your {labels.many.toLowerCase()}?
      </ConfirmDialog>
      <MailDialog friend={mailing} onClose={() => setMailing(null)} />
    </>
  );
}

export { friendsListLoader as loader, FriendsListRoute as Component };
