import { sql, type Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ReadModelDb as Db } from '../database.js';
import { completeSiteSettings, type BadgeDefinition, type BadgeCategory, type SiteSettings } from '@wellway/domain';
import type { BadgeDefinitionTable, SiteFlags, SiteTable } from './table.js';

export interface ExerciseActivityRow {
  id: string;
  site_id: string;
  name: string;
}

/** docs/api.md's Site without `current_date` (the API adds it from its clock and `time_zone`). */
export interface SiteRow {
  id: string;
  name: string;
  hostnames: string[];
  years: number[];
  time_zone: string;
  flags: SiteFlags;
  friend_label: string;
  friend_label_plural: string;
  daily_step_goal: number;
  settings: SiteSettings;
  exercise_activities: { id: string; name: string }[];
}

export interface BadgeDefinitionRow {
  id: string;
  site_id: string;
  name: string;
  category: BadgeCategory;
  goal: number;
  goal2: number | null;
  icon: string;
  sequence: number;
}

/** 'Acme.Example.com:8080' → 'acme.example.com'. */
export const hostnameOf = (host: string): string => host.trim().toLowerCase().replace(/:\d+$/, '');

export async function listExerciseActivities(db: Db, siteId: string): Promise<ExerciseActivityRow[]> {
  return db
    .selectFrom('exercise_activities')
    .select(['id', 'site_id', 'name'])
    .where('site_id', '=', siteId)
    .orderBy('position')
    .execute();
}

function selectSites(db: Db) {
  return db
    .selectFrom('sites')
    .selectAll('sites')
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('exercise_activities as a')
          .select(['a.id', 'a.name'])
          .whereRef('a.site_id', '=', 'sites.id')
          .orderBy('a.position'),
      ).as('exercise_activities'),
    );
}

function toSiteRow(row: Selectable<SiteTable> & Pick<SiteRow, 'exercise_activities'>): SiteRow {
  return {
    id: row.id,
    name: row.name,
    hostnames: row.hostnames,
    years: row.years,
    time_zone: row.time_zone,
    flags: row.flags,
    friend_label: row.friend_label,
    friend_label_plural: row.friend_label_plural,
    daily_step_goal: row.daily_step_goal,
    settings: completeSiteSettings(row.settings),
    exercise_activities: row.exercise_activities,
  };
}

export async function findSiteById(db: Db, id: string): Promise<SiteRow | undefined> {
  const row = await selectSites(db).where('sites.id', '=', id).executeTakeFirst();
  return row && toSiteRow(row);
}

export async function findSiteByHostname(db: Db, host: string): Promise<SiteRow | undefined> {
  const row = await selectSites(db)
    .where('sites.hostnames', '@>', sql<string[]>`array[${hostnameOf(host)}]`)
    .orderBy('sites.position')
    .executeTakeFirst();
  return row && toSiteRow(row);
}

export function toBadgeDefinitionRow(row: Omit<Selectable<BadgeDefinitionTable>, 'position'>): BadgeDefinitionRow {
  const { id, site_id, name, category, goal, goal2, icon, sequence } = row;
  return { id, site_id, name, category, goal, goal2, icon, sequence };
}

export async function listBadgeDefinitions(db: Db, siteId: string): Promise<BadgeDefinitionRow[]> {
  const rows = await db
    .selectFrom('badge_definitions')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  return rows.map(toBadgeDefinitionRow);
}

/** The domain's shape of a definition (what `daysLoggedBadgesMet` and `AwardBadges` take). */
export function toBadgeDefinition(row: BadgeDefinitionRow): BadgeDefinition {
  const { id, site_id, name, category, goal, goal2, icon, sequence } = row;
  return { badgeId: id, siteId: site_id, name, category, goal, goal2, icon, sequence };
}
