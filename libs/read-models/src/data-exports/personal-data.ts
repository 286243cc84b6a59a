import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** The person's own export requests (ids and times). */
export async function exportDataExports(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const rows = await db
    .selectFrom('data_exports')
    .select(['id', 'status', 'requested_at', 'ready_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('site_id', '=', siteId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    requested_at: row.requested_at.toISOString(),
    ready_at: row.ready_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
  }));
}
