import { reportScopeOf, type ReportScope, type Role } from '@wellway/domain';
import { locationLineage } from '../announcements/queries.js';
import type { ReadModelDb as Db } from '../database.js';

/**
 * Whose figures a signed-in person's reports, dashboard and EOP show (domain `reportScopeOf`):
 * their own location and its top-level one, read once for every coordinator screen.
 */
export async function reportScopeOfUser(db: Db, siteId: string, user: { readonly id: string; readonly role: Role }): Promise<ReportScope> {
  if (user.role === 'master' || user.role === 'coordinator') return { kind: 'site' };
  const row = await db.selectFrom('users').select('location_id').where('id', '=', user.id).where('site_id', '=', siteId).executeTakeFirst();
  const locationId = row?.location_id ?? null;
  const lineage = locationId === null ? [] : await locationLineage(db, siteId, locationId);
  return reportScopeOf({ role: user.role, locationId, topLevelLocationId: lineage.at(-1) ?? null });
}
