import { sql } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';

export interface ErasureRow {
  user_id: string;
  site_id: string;
  requested_by_id: string;
  /** The requesting master's current name; null when the person erased themself. */
  requested_by_name: string | null;
  by_self: boolean;
  requested_at: Date;
  erased_at: Date | null;
}

/** Every erasure, newest first, optionally of one site. */
export async function listErasures(db: Db, siteId?: string): Promise<ErasureRow[]> {
  let query = db
    .selectFrom('erasures as e')
    .leftJoin('users as r', (join) => join.onRef('r.id', '=', 'e.requested_by_id').on('e.by_self', '=', false))
    .select(['e.user_id', 'e.site_id', 'e.requested_by_id', 'e.by_self', 'e.requested_at', 'e.erased_at'])
    .select(
      sql<string | null>`case when r.id is null or r.deleted_at is not null then null else r.first_name || ' ' || r.last_name end`.as(
        'requested_by_name',
      ),
    );
  if (siteId !== undefined) query = query.where('e.site_id', '=', siteId);
  return query.orderBy('e.requested_at', 'desc').orderBy('e.user_id').execute();
}
