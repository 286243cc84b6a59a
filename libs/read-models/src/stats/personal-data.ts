import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** The person's totals by year and by ISO week (their days are their entries). */
export async function exportPersonStats(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  // Stats rows carry no site: the person's id is theirs on one site only; check they are of it.
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).where('site_id', '=', siteId).executeTakeFirst();
  if (!user) return { years: [], weeks: [] };
  const [years, weeks] = await Promise.all([
    db
      .selectFrom('stats_years')
      .select(['year', 'total_steps', 'exercise_minutes', 'days_logged', 'weekends_logged'])
      .where('user_id', '=', userId)
      .orderBy('year')
      .execute(),
    db
      .selectFrom('stats_weeks')
      .select(['week_start', 'year', 'week_number', 'total_steps', 'exercise_minutes', 'days_logged'])
      .where('user_id', '=', userId)
      .orderBy('week_start')
      .execute(),
  ]);
  return { years, weeks };
}
