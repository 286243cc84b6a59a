import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** The location the person registered with, and the locations above it (outermost first). */
export async function exportPersonLocation(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const user = await db.selectFrom('users').select('location_id').where('id', '=', userId).where('site_id', '=', siteId).executeTakeFirst();
  const path: { id: string; name: string }[] = [];
  let next = user?.location_id ?? null;
  while (next !== null && path.length < 20) {
    const location = await db
      .selectFrom('locations')
      .select(['id', 'name', 'parent_location_id'])
      .where('id', '=', next)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (!location) break;
    path.unshift({ id: location.id, name: location.name });
    next = location.parent_location_id;
  }
  return path.length === 0 ? null : { location: path[path.length - 1], within: path.slice(0, -1) };
}
