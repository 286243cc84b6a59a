import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** The announcements the person sent as a coordinator (their words), oldest first. */
export async function exportPersonAnnouncements(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const rows = await db
    .selectFrom('announcements')
    .select(['id', 'message', 'location_id', 'sent_at', 'deleted_at'])
    .where('sent_by_id', '=', userId)
    .where('site_id', '=', siteId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, sent_at: row.sent_at.toISOString(), deleted_at: row.deleted_at?.toISOString() ?? null }));
}
