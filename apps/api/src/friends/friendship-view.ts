import type { Friendship } from '@wellway/contracts';
import type { FriendProfile, FriendshipRow } from '@wellway/read-models';

export interface Person {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
}

export const profileOf = (person: Person): FriendProfile => ({
  id: person.id,
  first_name: person.first_name,
  last_name: person.last_name,
  full_name: `${person.first_name} ${person.last_name}`.trim(),
});

/** A read-model row as the viewer's Friendship (spec 2 §3): `friendee` the other person, `friender` the viewer. */
export function friendshipResponse(row: FriendshipRow, viewer: Person): Friendship {
  return {
    id: row.id,
    status: row.status,
    sender_id: row.sender_id,
    friendee_id: row.friend?.id ?? row.friendee_id,
    friendee: row.friend,
    friender: profileOf(viewer),
    friend_email: row.friend_email,
    inverse_friendship_id: null,
    resend: row.resent_at !== null,
    updated_at: row.updated_at,
    ...(row.stats && { stats: row.stats }),
  };
}
