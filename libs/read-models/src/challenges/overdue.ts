import { sql } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';

export interface OverdueUserChallenge {
  readonly id: string;
  readonly siteId: string;
  readonly expiresAt: Date;
}

/**
 * Open (pending or accepted) challenges whose time ran out before `before`, every site, oldest
 * first, `limit` after the key `after` (keyset paging: a row the sweep could not change is not
 * read again in the same pass). The expiry sweep's question; a system job, not a person's query.
 */
export async function overdueUserChallenges(
  db: Db,
  options: { before: Date; limit: number; after?: { expiresAt: Date; id: string } | null },
): Promise<OverdueUserChallenge[]> {
  let query = db
    .selectFrom('user_challenges')
    .select(['id', 'site_id', 'expires_at'])
    // Written as the partial index's predicate (literals, not parameters), so the planner uses it.
    .where(sql<boolean>`status in ('pending', 'active')`)
    .where('expires_at', '<', options.before);
  const { after } = options;
  if (after)
    query = query.where((eb) =>
      eb.or([eb('expires_at', '>', after.expiresAt), eb.and([eb('expires_at', '=', after.expiresAt), eb('id', '>', after.id)])]),
    );
  const rows = await query.orderBy('expires_at').orderBy('id').limit(options.limit).execute();
  return rows.map((row) => ({ id: row.id, siteId: row.site_id, expiresAt: row.expires_at }));
}
