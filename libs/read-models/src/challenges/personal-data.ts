import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** The challenges the person sent or received (ids and dates; the other side is named by id only). */
export async function exportPersonChallenges(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const rows = await db
    .selectFrom('user_challenges')
    .select(['id', 'sender_id', 'receiver_id', 'challenge_name', 'status', 'created_at', 'accepted_at', 'expires_at'])
    .select(['completed_at', 'sender_completed_at', 'receiver_completed_at', 'canceled_at', 'expired_at'])
    .where('site_id', '=', siteId)
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
    .orderBy('created_at')
    .execute();
  const iso = (value: Date | null) => (value === null ? null : value.toISOString());
  return rows.map((row) => ({
    id: row.id,
    role: row.sender_id === userId ? 'sender' : 'receiver',
    challenge: row.challenge_name,
    status: row.status,
    created_at: iso(row.created_at),
    accepted_at: iso(row.accepted_at),
    expires_at: iso(row.expires_at),
    completed_at: iso(row.sender_id === userId ? row.sender_completed_at : row.receiver_completed_at),
    canceled_at: iso(row.canceled_at),
    expired_at: iso(row.expired_at),
  }));
}
