import type { UserChallenge } from '../api/get-user-challenges';
import type { ChallengeStatusChange } from '../api/change-challenge-status';

interface ChallengeItemProps {
  readonly challenge: UserChallenge;
  readonly viewerId: string;
  readonly busy: boolean;
  /** null: history (no actions). */
  readonly onChange: ((challenge: UserChallenge, status: ChallengeStatusChange) => void) | null;
  readonly highlighted?: boolean;
}

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

const sideLabels = { completed: 'Completed', expired: 'Expired', 'in-progress': 'In progress' } as const;

/** One challenge as the viewer sees it: who, what, until when, their side's status and what they can do. */
export function ChallengeItem({ challenge, viewerId, busy, onChange, highlighted }: ChallengeItemProps) {
  const sent = challenge.sender_id === viewerId;
  const other = sent ? challenge.receiver_user : challenge.sender_user;
  const name = challenge.challenge.name;
  const status = challenge.is_pending ? (sent ? 'Waiting for an answer' : 'Waiting for you') : sideLabels[challenge.side_status];
  const act = (change: ChallengeStatusChange, label: string, kind = '') =>
    onChange && (
      <button
        type="button"
        className={`button button--small ${kind}`.trim()}
        aria-disabled={busy}
        onClick={() => !busy && onChange(challenge, change)}
      >
        {label}
        <span className="visually-hidden">: {name}</span>
      </button>
    );
  return (
    <li className={`user-challenge${highlighted ? ' user-challenge--highlighted' : ''}`} id={`challenge-${challenge.id}`}>
      <div className="user-challenge__text">
        <p className="user-challenge__name">{name}</p>
        <p className="user-challenge__who">{sent ? `You challenged ${other.full_name}` : `${other.full_name} challenged you`}</p>
        <p className="user-challenge__when">
          {challenge.is_active ? `Ends ${day(challenge.expires_at)}` : `Sent ${day(challenge.created_at)}`}
          {' · '}
          <span className="user-challenge__status">{status}</span>
        </p>
      </div>
      {onChange && challenge.is_active && (
        <div className="user-challenge__actions">
          {challenge.is_pending && !sent && act('accepted', 'Accept', 'button--primary')}
          {challenge.is_pending && !sent && act('declined', 'Decline', 'button--quiet')}
          {!challenge.is_pending && challenge.side_status === 'in-progress' && act('completed', 'Complete', 'button--primary')}
          {(sent || !challenge.is_pending) && act('canceled', 'Cancel', 'button--quiet')}
        </div>
      )}
    </li>
  );
}
