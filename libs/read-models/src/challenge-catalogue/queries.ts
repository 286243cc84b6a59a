import type { ReadModelDb as Db } from '../database.js';
import { seenOnSite } from '../shared/site-defaults.js';

/** Spec 3 §3 Challenge as the API answers it. */
export interface CatalogueChallenge {
  id: string;
  name: string;
  month: number;
  site_id: string | null;
  parent_id: string | null;
}

const fields = ['c.id', 'c.name', 'c.month', 'c.site_id', 'c.parent_id'] as const;

/** The catalogue a site sees (its own items and the defaults it has no copy of), by month then name. */
export async function listChallenges(db: Db, siteId: string, options: { month?: number } = {}): Promise<CatalogueChallenge[]> {
  let query = db
    .selectFrom('challenges as c')
    .select(fields)
    .where('c.deleted', '=', false)
    .where(seenOnSite('challenges', 'c', siteId));
  if (options.month !== undefined) query = query.where('c.month', '=', options.month);
  return query.orderBy('c.month').orderBy('c.name').orderBy('c.id').execute();
}

/** One item the site sees, or undefined (another site's item, a deleted one, a default the site replaced). */
export async function findChallengeSeenOnSite(db: Db, siteId: string, id: string): Promise<CatalogueChallenge | undefined> {
  return db
    .selectFrom('challenges as c')
    .select(fields)
    .where('c.id', '=', id)
    .where('c.deleted', '=', false)
    .where(seenOnSite('challenges', 'c', siteId))
    .executeTakeFirst();
}
