import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** The badges the person earned. */
export async function exportPersonBadges(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  return db
    .selectFrom('badges_earned')
    .select(['badge_id', 'badge_name', 'year', 'earned_on'])
    .where('user_id', '=', userId)
    .where('site_id', '=', siteId)
    .orderBy('position')
    .execute();
}
