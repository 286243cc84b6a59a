import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

const statusNames = { P: 'pending', A: 'accepted', D: 'declined', R: 'removed' } as const;

/**
 * The person's friend requests and friendships, either side (the other person by id only: their
 * name is theirs), and the addresses they invited (the sender wrote them down, sealed as theirs).
 */
export async function exportFriendships(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const rows = await db
    .selectFrom('friendships')
    .select(['id', 'sender_id', 'friendee_id', 'status', 'friend_email', 'resent_at', 'created_at', 'updated_at'])
    .where('site_id', '=', siteId)
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('friendee_id', '=', userId)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const sent = row.sender_id === userId;
    return {
      id: row.id,
      role: sent ? 'sender' : 'friendee',
      other_user_id: sent ? row.friendee_id : row.sender_id,
      invited_email: sent && row.friendee_id === null ? row.friend_email : null,
      status: statusNames[row.status],
      created_at: row.created_at.toISOString(),
      resent_at: row.resent_at?.toISOString() ?? null,
      updated_at: row.updated_at.toISOString(),
    };
  });
}
