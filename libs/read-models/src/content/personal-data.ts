import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** The terms the person accepted, and when. */
export async function exportTermAcceptances(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const rows = await db
    .selectFrom('term_acceptances as a')
    .leftJoin('custom_content as c', 'c.id', 'a.content_id')
    .select(['a.content_id', 'c.title', 'a.accepted_at'])
    .where('a.user_id', '=', userId)
    .where('a.site_id', '=', siteId)
    .orderBy('a.position')
    .execute();
  return {
    term_acceptances: rows.map((row) => ({ content_id: row.content_id, title: row.title, accepted_at: row.accepted_at.toISOString() })),
  };
}
