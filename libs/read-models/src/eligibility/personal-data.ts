import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** The eligibility record the person registered with (as the site's eligibility file gave it). */
export async function exportPersonEligibility(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const row = await db
    .selectFrom('eligibilities')
    .select(['identifier', 'first_name', 'last_name', 'email', 'location', 'birth_date'])
    .where('user_id', '=', userId)
    .where('site_id', '=', siteId)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return row ?? null;
}
