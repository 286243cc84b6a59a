import type { Friendship } from '@wellway/contracts';
import { useChangeFriendship, type FriendshipChange } from '../api/change-friendship';

/** Accept / Decline for a request I received; Resend / Withdraw for one I sent. */
export function RequestActions({
  friendship,
  mine,
  name,
  onError,
  onDone,
}: {
  readonly friendship: Friendship;
  readonly mine: boolean;
  readonly name: string;
  readonly onError: (errors: string[], change: FriendshipChange) => void;
  readonly onDone: (message: string) => void;
}) {
  const change = useChangeFriendship();
  const run = (next: FriendshipChange, done: string) =>
    change.mutate(next, {
      onSuccess: () => onDone(done),
      onError: (error) => onError('errors' in error ? (error as { errors: string[] }).errors : [error.message], next),
    });
  const hidden = <span className="visually-hidden"> {name}</span>;
  if (!mine)
    return (
      <>
        <button
          type="button"
          className="button button--small button--primary"
          aria-disabled={change.isPending}
          onClick={() => run({ kind: 'answer', id: friendship.id, status: 'A' }, `You and ${name} are now connected.`)}
        >
          Accept{hidden}
        </button>
        <button
          type="button"
          className="button button--small"
          aria-disabled={change.isPending}
          onClick={() => run({ kind: 'answer', id: friendship.id, status: 'D' }, `Request from ${name} declined.`)}
        >
          Decline{hidden}
        </button>
      </>
    );
  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-disabled={change.isPending}
        onClick={() => run({ kind: 'answer', id: friendship.id, status: 'resend' }, `Request to ${name} sent again.`)}
      >
        Resend{hidden}
      </button>
      <button
        type="button"
        className="button button--small button--quiet"
        aria-disabled={change.isPending}
        onClick={() => run({ kind: 'remove', id: friendship.id }, `Request to ${name} withdrawn.`)}
      >
        Withdraw{hidden}
      </button>
    </>
  );
}
