import type { Kysely } from 'kysely';
import { can, dateInTimeZone, type Role, type SiteFlagsForPermissions } from '@wellway/domain';
import { programFlags, type Database, type SiteRow } from '@wellway/read-models';

/**
 * The flags a signed-in user's permissions are worked out with: the site's, and for those with
 * the coordinator menu (its dashboard) the program facts spec 1 §6's Program Reports and Upcoming
 * Launches rules need (domain dashboard/programs.ts), on the site's today.
 */
export async function menuFlags(db: Kysely<Database>, role: string, site: SiteRow, now: Date): Promise<SiteFlagsForPermissions> {
  if (!can(role as Role, 'coordinator.dashboard', site.flags)) return site.flags;
  return { ...site.flags, ...(await programFlags(db, site.id, dateInTimeZone(now, site.time_zone))) };
}
