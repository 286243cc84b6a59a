import type { Subscription } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';

/** Spec 3 §3 Notification (coordinator dashboard): site_id, message, location, created. */
export interface AnnouncementView {
  id: string;
  site_id: string;
  message: string;
  location_id: string | null;
  location_name: string | null;
  created_at: string;
}

/** A site's announcements not deleted, newest first: the previous notifications' list, `limit` at a time. */
export async function listAnnouncements(
  db: Db,
  { siteId, limit, offset }: { siteId: string; limit: number | null; offset: number },
): Promise<{ rows: AnnouncementView[]; total: number }> {
  const base = db
    .selectFrom('announcements as a')
    .where('a.site_id', '=', siteId)
    .where('a.deleted_at', 'is', null)
    .where('a.message', '<>', '');
  let query = base
    .leftJoin('locations as l', (join) => join.onRef('l.id', '=', 'a.location_id').on('l.site_id', '=', siteId))
    .select(['a.id', 'a.site_id', 'a.message', 'a.location_id', 'l.name as location_name', 'a.sent_at'])
    .orderBy('a.position', 'desc')
    .offset(offset);
  if (limit) query = query.limit(limit);
  const [rows, count] = await Promise.all([
    query.execute(),
    base.select((eb) => eb.fn.countAll<bigint>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      site_id: row.site_id,
      message: row.message,
      location_id: row.location_id,
      location_name: row.location_name,
      created_at: row.sent_at.toISOString(),
    })),
    total: Number(count.total),
  };
}

/**
 * A location of the site and its ancestors, nearest first (`[id, parent, grandparent]`; locations
 * nest at most three deep): what the announcement decider checks a regional coordinator's reach
 * with. Empty when the id names no live location of the site.
 */
export async function locationLineage(db: Db, siteId: string, locationId: string): Promise<string[]> {
  const row = await db
    .selectFrom('locations as l')
    .leftJoin('locations as p', (join) => join.onRef('p.id', '=', 'l.parent_location_id').on('p.deleted', '=', false))
    .leftJoin('locations as g', (join) => join.onRef('g.id', '=', 'p.parent_location_id').on('g.deleted', '=', false))
    .select(['l.id as l1', 'p.id as l2', 'g.id as l3'])
    .where('l.id', '=', locationId)
    .where('l.site_id', '=', siteId)
    .where('l.deleted', '=', false)
    .executeTakeFirst();
  return row ? [row.l1, row.l2, row.l3].filter((id): id is string => id !== null) : [];
}

/** The top-level location of a person's own location (null: they have none). */
export async function topLevelLocationOf(db: Db, siteId: string, userId: string): Promise<string | null> {
  const user = await db.selectFrom('users').select('location_id').where('id', '=', userId).where('site_id', '=', siteId).executeTakeFirst();
  if (!user?.location_id) return null;
  return (await locationLineage(db, siteId, user.location_id)).at(-1) ?? null;
}

/** A location's name on the site (null: none). */
export async function locationNameOf(db: Db, siteId: string, locationId: string): Promise<string | null> {
  const row = await db.selectFrom('locations').select('name').where('site_id', '=', siteId).where('id', '=', locationId).executeTakeFirst();
  return row?.name ?? null;
}

/** Someone an announcement reaches, as its e-mail needs them: their address and subscription. */
export interface AnnouncementRecipient {
  readonly id: string;
  readonly email: string;
  /** null: the default subscription. */
  readonly subscription: Subscription | null;
}

/**
 * One page of the people an announcement reaches at send time, by id after `after`: live people
 * of its site but its sender, of its location or one under it (locations nest at most three deep;
 * the same rule as the notifications list), or everyone for a site-wide one.
 */
export async function announcementRecipients(
  db: Db,
  announcement: { readonly siteId: string; readonly locationId: string | null; readonly sentById: string },
  page: { readonly after: string | null; readonly limit: number },
): Promise<AnnouncementRecipient[]> {
  const { siteId, locationId, sentById } = announcement;
  return db
    .selectFrom('users as u')
    .leftJoin('locations as l', 'l.id', 'u.location_id')
    .leftJoin('locations as p', 'p.id', 'l.parent_location_id')
    .select(['u.id', 'u.email', 'u.subscription'])
    .where('u.site_id', '=', siteId)
    .where('u.deleted_at', 'is', null)
    .where('u.id', '<>', sentById)
    .$if(page.after !== null, (q) => q.where('u.id', '>', page.after!))
    .$if(locationId !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('u.location_id', '=', locationId!),
          eb('l.parent_location_id', '=', locationId!),
          eb('p.parent_location_id', '=', locationId!),
        ]),
      ),
    )
    .orderBy('u.id')
    .limit(page.limit)
    .execute();
}
