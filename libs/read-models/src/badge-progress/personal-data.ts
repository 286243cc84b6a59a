import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** The person's progress towards badges, by year and category (the counts behind it are their entries and actions). */
export async function exportPersonBadgeProgress(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const rows = await db
    .selectFrom('badge_progress')
    .select(['year', 'category', 'scope', 'progress'])
    .where('user_id', '=', userId)
    .where('site_id', '=', siteId)
    .orderBy('year')
    .orderBy('category')
    .orderBy('scope')
    .execute();
  return { progress: rows.map((row) => ({ ...row, scope: row.scope === '' ? null : row.scope })) };
}
