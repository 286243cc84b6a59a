import type { CategoryProgress } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';

export interface BadgeProgressQuery {
  readonly userId: string;
  readonly siteId: string;
  readonly year: number;
}

/** A participant's progress in every category counted so far, on one site for one year (what `badgesMet` reads). */
export async function badgeProgressOf(db: Db, { userId, siteId, year }: BadgeProgressQuery): Promise<CategoryProgress[]> {
  const rows = await db
    .selectFrom('badge_progress')
    .select(['category', 'scope', 'progress'])
    .where('user_id', '=', userId)
    .where('site_id', '=', siteId)
    .where('year', '=', year)
    .orderBy('category')
    .orderBy('scope')
    .execute();
  return rows.map((row) => ({ category: row.category, scope: row.scope === '' ? null : row.scope, progress: row.progress }));
}
