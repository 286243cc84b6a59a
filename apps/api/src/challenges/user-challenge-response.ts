import type { UserChallenge } from '@wellway/contracts';
import type { UserChallengeState } from '@wellway/domain';
import { sideStatus, type UserChallengeRow } from '@wellway/read-models';

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

const person = (id: string, first: string | null, last: string | null) => {
  const first_name = first ?? 'Former';
  const last_name = last ?? 'participant';
  return { id, first_name, last_name, full_name: `${first_name} ${last_name}` };
};

/** Spec 2 §3 UserChallenge as `viewerId` sees it (their side's status). */
export function userChallengeResponse(row: UserChallengeRow, viewerId: string): UserChallenge {
  return {
    id: row.id,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    challenge_id: row.challenge_id,
    challenge: { id: row.challenge_id, name: row.challenge_name },
    sender_user: person(row.sender_id, row.sender_first_name, row.sender_last_name),
    receiver_user: person(row.receiver_id, row.receiver_first_name, row.receiver_last_name),
    created_at: row.created_at.toISOString(),
    accepted_at: iso(row.accepted_at),
    expires_at: row.expires_at.toISOString(),
    completed_at: iso(row.completed_at),
    sender_completed_at: iso(row.sender_completed_at),
    receiver_completed_at: iso(row.receiver_completed_at),
    canceled_at: iso(row.canceled_at),
    is_active: row.status === 'pending' || row.status === 'active',
    is_completed: row.status === 'completed',
    is_expired: row.status === 'expired',
    is_pending: row.status === 'pending',
    side_status: sideStatus(row, viewerId),
  };
}

interface Named {
  readonly first_name: string;
  readonly last_name: string;
}

/** The same answer from a command's resulting state (no wait for the read model); names from the users read model. */
export function userChallengeFromState(
  id: string,
  state: UserChallengeState,
  viewerId: string,
  names: { sender: Named | undefined; receiver: Named | undefined },
): UserChallenge {
  const sideAt = (userId: string) => state.completedAtBy[userId] ?? null;
  const viewerDone = sideAt(viewerId) !== null;
  return {
    id,
    sender_id: state.senderId,
    receiver_id: state.receiverId,
    challenge_id: state.challengeId,
    challenge: { id: state.challengeId, name: state.challengeName },
    sender_user: person(state.senderId, names.sender?.first_name ?? null, names.sender?.last_name ?? null),
    receiver_user: person(state.receiverId, names.receiver?.first_name ?? null, names.receiver?.last_name ?? null),
    created_at: state.sentAt,
    accepted_at: state.acceptedAt,
    expires_at: state.expiresAt,
    completed_at: state.completedAt,
    sender_completed_at: sideAt(state.senderId),
    receiver_completed_at: sideAt(state.receiverId),
    canceled_at: state.canceledAt,
    is_active: state.status === 'pending' || state.status === 'active',
    is_completed: state.status === 'completed',
    is_expired: state.status === 'expired',
    is_pending: state.status === 'pending',
    side_status: viewerDone ? 'completed' : state.status === 'expired' ? 'expired' : 'in-progress',
  };
}
