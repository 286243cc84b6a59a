import type { Friendship } from '@wellway/contracts';
import type { FriendshipChange } from '../api/change-friendship';

interface RequestActionsProps {
  readonly friendship: Friendship;
  /** I sent it (resend, withdraw) rather than received it (accept, decline). */
  readonly mine: boolean;
  readonly name: string;
  readonly busy: boolean;
  /** Runs the change (the screen owns the mutation: this row may leave the list when it succeeds). */
  readonly run: (change: FriendshipChange, done: string) => void;
}

/** Accept / Decline for a request I received; Resend / Withdraw for one I sent. */
export function RequestActions({ friendship, mine, name, busy, run }: RequestActionsProps) {
  const { id } = friendship;
  const actions: { label: string; change: FriendshipChange; done: string; primary?: boolean }[] = mine
    ? [
        { label: 'Resend', change: { kind: 'answer', id, status: 'resend' }, done: `Request to ${name} sent again.` },
        { label: 'Withdraw', change: { kind: 'remove', id }, done: `Request to ${name} withdrawn.` },
      ]
    : [
        { label: 'Accept', change: { kind: 'answer', id, status: 'A' }, done: `You and ${name} are now connected.`, primary: true },
        { label: 'Decline', change: { kind: 'answer', id, status: 'D' }, done: `Request from ${name} declined.` },
      ];
  return actions.map((action) => (
    <button
      key={action.label}
      type="button"
      className={`button button--small${action.primary ? ' button--primary' : ''}`}
      aria-label={`${action.label} ${name}`}
      aria-disabled={busy}
      onClick={() => run(action.change, action.done)}
    >
      {action.label}
    </button>
  ));
}
