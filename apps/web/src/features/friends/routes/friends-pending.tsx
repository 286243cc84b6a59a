import type { QueryClient } from '@tanstack/react-query';
import { Inbox, Send } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { Friendship } from '@wellway/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { StatusMessage } from '../../../components/status-message';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { requirePermission } from '../../../lib/route-guards';
import { useChangeFriendship, type FriendshipChange } from '../api/change-friendship';
import { isApiError } from '../../../lib/api-client';
import { pendingQueryOptions, usePending, type PendingKind } from '../api/friendships';
import { useFriendLabels } from '../components/friend-labels';
import { FriendsHeader } from '../components/friends-nav';
import { PersonRow } from '../components/person-row';
import { RequestActions } from '../components/request-actions';

export const friendsPendingLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'friends.view');
    await Promise.all([
      queryClient.prefetchQuery(pendingQueryOptions('received_requests')),
      queryClient.prefetchQuery(pendingQueryOptions('sent_requests')),
    ]);
    return null;
  };

const nameOf = (friendship: Friendship) => friendship.friendee?.full_name ?? friendship.friend_email ?? 'Former participant';

/** Spec 2 §8: a resend that fails reads 'Could not resend request'; a vanished one, '{friend label} request no longer exists.' */
function messagesOf(errors: string[], change: FriendshipChange, label: string): string[] {
  if (errors.some((error) => error.endsWith('request no longer exists.'))) return [`${label} request no longer exists.`];
  if (change.kind === 'answer' && change.status === 'resend') return ['Could not resend request'];
  return errors;
}

function PendingList({
  kind,
  busy,
  run,
}: {
  readonly kind: PendingKind;
  readonly busy: boolean;
  readonly run: (change: FriendshipChange, done: string) => void;
}) {
  const labels = useFriendLabels();
  const { data, isError, isFetching } = usePending(kind);
  const [params] = useSearchParams();
  const received = kind === 'received_requests';
  const title = received ? 'Incoming Requests' : 'Sent Requests';
  const id = `friends-${kind}`;
  return (
    <section className="card friends-section" aria-labelledby={id} aria-busy={isFetching}>
      <h2 id={id} className="section-title">
        {title} {data ? `(${data.length})` : ''}
      </h2>
      {isError && (
        <ErrorList errors={[received ? 'Incoming Friend Requests could not be found' : 'Sent Friend Requests could not be found']} />
      )}
      {data?.length === 0 && (
        <EmptyState
          icon={received ? <Inbox className="icon icon--lg" /> : <Send className="icon icon--lg" />}
          title={received ? `No ${labels.one.toLowerCase()} requests are waiting for you.` : 'You have no requests waiting for an answer.'}
        />
      )}
      {data && data.length > 0 && (
        <ul className="people" aria-label={title}>
          {data.map((friendship) => (
            <PersonRow
              key={friendship.id}
              name={nameOf(friendship)}
              highlighted={params.get('friend_id') === friendship.id}
              detail={friendship.friendee === null ? 'Invited by e-mail' : friendship.resend ? 'Sent again' : undefined}
            >
              <RequestActions friendship={friendship} mine={!received} name={nameOf(friendship)} busy={busy} run={run} />
            </PersonRow>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /friends/pending?friend_id: requests received (accept, decline) and sent (resend, withdraw). */
export function FriendsPendingRoute() {
  const labels = useFriendLabels();
  const [announcement, announce] = useAnnouncement();
  const [errors, setErrors] = useState<string[]>([]);
  const done = (message: string) => {
    setErrors([]);
    announce(message);
  };
  const change = useChangeFriendship();
  const run = (next: FriendshipChange, message: string) => {
    if (change.isPending) return;
    change.mutate(next, {
      onSuccess: () => done(message),
      onError: (error) => setErrors(messagesOf(isApiError(error) ? [...error.errors] : [error.message], next, labels.one)),
    });
  };
  return (
    <>
      <FriendsHeader title={`${labels.one} Invites`} />
      <StatusMessage message={announcement} />
      {errors.length > 0 && <ErrorList errors={errors} />}
      <PendingList kind="received_requests" busy={change.isPending} run={run} />
      <PendingList kind="sent_requests" busy={change.isPending} run={run} />
    </>
  );
}

export { friendsPendingLoader as loader, FriendsPendingRoute as Component };
