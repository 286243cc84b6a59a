import { sql, type RawBuilder } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';
import { toUserRow, type UserRow } from './queries.js';

export interface NamedLocation {
  id: string;
  name: string;
}

/**
 * A user as the users list shows them (spec 3 §3 "User in list"): days logged in one year from
 * the stats, their location and its top-level ancestor (the list's two location columns).
 */
export interface ListedUserRow extends UserRow {
  /** An erased person (their fields already replaced: a former participant). */
  erased: boolean;
  days_logged: number;
  location: NamedLocation | null;
  top_level_location: NamedLocation | null;
}

/** Locations are at most three deep, so the top level is at most two parents up. */
export function listedUsers(db: Db, year: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('stats_years as y', (join) => join.onRef('y.user_id', '=', 'u.id').on('y.year', '=', year))
    .leftJoin('locations as l', (join) => join.onRef('l.id', '=', 'u.location_id').on('l.deleted', '=', false))
    .leftJoin('locations as p', (join) => join.onRef('p.id', '=', 'l.parent_location_id').on('p.deleted', '=', false))
    .leftJoin('locations as g', (join) => join.onRef('g.id', '=', 'p.parent_location_id').on('g.deleted', '=', false))
    .selectAll('u')
    .select((eb) => [
      eb.fn.coalesce('y.days_logged', eb.lit(0)).as('days_logged'),
      'l.name as location_name',
      eb.fn.coalesce('g.id', 'p.id', 'l.id').as('top_level_id'),
      eb.fn.coalesce('g.name', 'p.name', 'l.name').as('top_level_name'),
    ]);
}

type ListedRow = Parameters<typeof toUserRow>[0] & {
  deleted_at: Date | null;
  days_logged: number;
  location_name: string | null;
  top_level_id: string | null;
  top_level_name: string | null;
};

export const toListed = (row: ListedRow): ListedUserRow => ({
  ...toUserRow(row),
  erased: row.deleted_at !== null,
  days_logged: row.days_logged,
  location: row.location_id !== null && row.location_name !== null ? { id: row.location_id, name: row.location_name } : null,
  top_level_location: row.top_level_id !== null && row.top_level_name !== null ? { id: row.top_level_id, name: row.top_level_name } : null,
});

/** Every user of a site, by last then first name; an erased person as a former participant (their fields replaced). */
export async function listSiteUsers(db: Db, siteId: string, year: number): Promise<ListedUserRow[]> {
  const rows = await listedUsers(db, year)
    .where('u.site_id', '=', siteId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  return rows.map(toListed);
}

/** One user (an erased one as a former participant), optionally only within a site (another site's user is not found). */
export async function findListedUser(db: Db, id: string, year: number, siteId?: string): Promise<ListedUserRow | undefined> {
  let query = listedUsers(db, year).where('u.id', '=', id);
  if (siteId !== undefined) query = query.where('u.site_id', '=', siteId);
  const row = await query.executeTakeFirst();
  return row && toListed(row);
}

/** A user (`u`) whose name, e-mail or SSO identifier contains `text`, case-insensitive (LIKE's wildcards taken literally). */
export function textMatches(text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`(u.email ILIKE ${pattern} OR u.sso_identifier ILIKE ${pattern} OR u.first_name || ' ' || u.last_name ILIKE ${pattern})`;
}

/** Users whose name, e-mail or SSO identifier contains `text` (case-insensitive), in one site or all. */
export async function searchUsers(db: Db, text: string, year: number, siteId?: string, limit = 50): Promise<ListedUserRow[]> {
  let query = listedUsers(db, year).where(textMatches(text));
  if (siteId !== undefined) query = query.where('u.site_id', '=', siteId);
  const rows = await query.orderBy('u.last_name').orderBy('u.first_name').orderBy('u.id').limit(limit).execute();
  return rows.map(toListed);
}

/** For single sign-on: the live user a site's SSO identifier names. */
export async function findUserBySsoIdentifier(db: Db, siteId: string, identifier: string): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('sso_identifier', '=', identifier)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && toUserRow(row);
}
