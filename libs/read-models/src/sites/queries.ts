import { sql, type Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ReadModelDb as Db } from '../database.js';
import { completeSiteSettings, hostnameOf, matchesSiteUrl, type SiteSettings } from '@wellway/domain';
import type { ExerciseActivityTable, SiteTable } from './table.js';

export type ExerciseActivityRow = Pick<Selectable<ExerciseActivityTable>, 'id' | 'site_id' | 'name'>;

/**
 * docs/api.md's Site without `current_date` (the API adds it from its clock and `time_zone`).
 * `urls`: URL patterns (`*` wildcards), the last the site's own address.
 */
export type SiteRow = Pick<
  Selectable<SiteTable>,
  'id' | 'name' | 'urls' | 'years' | 'time_zone' | 'flags' | 'friend_label' | 'friend_label_plural' | 'daily_step_goal'
> & {
  settings: SiteSettings;
  has_pilot_password: boolean;
  exercise_activities: Pick<ExerciseActivityRow, 'id' | 'name'>[];
  /** The site stream's revision: its ETag. */
  revision: number;
};

export async function listExerciseActivities(db: Db, siteId: string): Promise<ExerciseActivityRow[]> {
  return db.selectFrom('exercise_activities').select(['id', 'site_id', 'name']).where('site_id', '=', siteId).orderBy('position').execute();
}

function selectSites(db: Db) {
  return db
    .selectFrom('sites')
    .selectAll('sites')
    .where('sites.deleted_at', 'is', null)
    .select((eb) =>
      jsonArrayFrom(
        eb.selectFrom('exercise_activities as a').select(['a.id', 'a.name']).whereRef('a.site_id', '=', 'sites.id').orderBy('a.position'),
      ).as('exercise_activities'),
    );
}

function toSiteRow(row: Selectable<SiteTable> & Pick<SiteRow, 'exercise_activities'>): SiteRow {
  return {
    id: row.id,
    name: row.name,
    urls: row.urls,
    years: row.years,
    time_zone: row.time_zone,
    flags: row.flags,
    friend_label: row.friend_label,
    friend_label_plural: row.friend_label_plural,
    daily_step_goal: row.daily_step_goal,
    settings: completeSiteSettings(row.settings),
    has_pilot_password: row.pilot_password_hash !== null,
    exercise_activities: row.exercise_activities,
    revision: Number(row.revision),
  };
}

export async function findSiteById(db: Db, id: string): Promise<SiteRow | undefined> {
  const row = await selectSites(db).where('sites.id', '=', id).executeTakeFirst();
  return row && toSiteRow(row);
}

/**
 * The site a request's Host belongs to: an exact URL (indexed) first, else the first site, oldest
 * first, with a `*` pattern that matches. Deleted sites match nothing.
 */
export async function findSiteByHostname(db: Db, host: string): Promise<SiteRow | undefined> {
  const hostname = hostnameOf(host);
  const exact = await selectSites(db)
    .where('sites.hostnames', '@>', sql<string[]>`array[${hostname}]`)
    .orderBy('sites.id')
    .executeTakeFirst();
  if (exact) return toSiteRow(exact);
  const patterns = await listSiteUrlPatterns(db);
  const match = patterns.find((site) => site.urls.some((url) => matchesSiteUrl(url, hostname)));
  return match && findSiteById(db, match.id);
}

/** Every live site's URL patterns (what a host lookup cache holds). */
export async function listSiteUrlPatterns(db: Db): Promise<{ id: string; urls: string[] }[]> {
  return db.selectFrom('sites').select(['id', 'urls']).where('deleted_at', 'is', null).orderBy('id').execute();
}

/** The pilot password's hash (POST /sites/{id}/authenticate only; never in a response). */
export async function findPilotPasswordHash(db: Db, siteId: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('sites')
    .select('pilot_password_hash')
    .where('id', '=', siteId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && row.pilot_password_hash;
}

/** Participants (role user) registered on a site: what a participant limit counts. */
export async function countParticipants(db: Db, siteId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('site_id', '=', siteId)
    .where('role', '=', 'user')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The masters' /sites table: every live site by name, with its participant count. */
export type SiteListRow = Pick<Selectable<SiteTable>, 'id' | 'name' | 'urls' | 'years' | 'time_zone' | 'flags'> & {
  launch_on: string | null;
  disable_after: string | null;
  is_active: boolean;
  participants: number;
};

export async function listSites(db: Db): Promise<SiteListRow[]> {
  const rows = await db
    .selectFrom('sites')
    .select(['sites.id', 'sites.name', 'sites.urls', 'sites.years', 'sites.time_zone', 'sites.flags', 'sites.settings'])
    .select((eb) =>
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('users.site_id', '=', 'sites.id')
        .where('users.role', '=', 'user')
        .as('participants'),
    )
    .where('sites.deleted_at', 'is', null)
    .orderBy(sql`lower(sites.name)`)
    .orderBy('sites.id')
    .execute();
  return rows.map((row) => {
    const settings = completeSiteSettings(row.settings);
    return {
      id: row.id,
      name: row.name,
      urls: row.urls,
      years: row.years,
      time_zone: row.time_zone,
      flags: row.flags,
      launch_on: settings.launchOn,
      disable_after: settings.disableAfter,
      is_active: settings.isActive,
      participants: Number(row.participants ?? 0),
    };
  });
}
