import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/** The notifications the person received, oldest first. */
export async function exportPersonNotifications(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'key', 'message', 'link', 'created_at', 'read_at', 'seen_at'])
    .where('user_id', '=', userId)
    .where('site_id', '=', siteId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), read_at: iso(row.read_at), seen_at: iso(row.seen_at) }));
}
