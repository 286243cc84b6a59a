import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** Whom the person mutes (ids, and since when). Who mutes them is not theirs to know, so it is not exported. */
export async function exportMutes(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const rows = await db
    .selectFrom('mutes')
    .select(['muted_id', 'created_at'])
    .where('site_id', '=', siteId)
    .where('muter_id', '=', userId)
    .where('active', '=', true)
    .orderBy('created_at')
    .orderBy('muted_id')
    .execute();
  return { muted: rows.map((row) => ({ user_id: row.muted_id, since: row.created_at.toISOString() })) };
}
