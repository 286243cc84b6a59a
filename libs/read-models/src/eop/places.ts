import { sql } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';
import { inScopeSql } from '../reporting/participants.js';
import type { EopSelection } from './queries.js';

const NO_LOCATION = 'No location';

/**
 * The site's locations with their lineage, named as participantsOf names a person's: a rollup row
 * joined to it on its location (none for '' or a location that is gone) is filtered and grouped
 * exactly as the people it sums would be.
 */
const placesSql = (siteId: string) => sql`(
  SELECT l.id AS location_id, l.name AS location, parent.id AS parent_location_id,
    COALESCE(grand.id, parent.id, l.id) AS top_level_location_id, COALESCE(grand.name, parent.name, l.name) AS top_level_location
  FROM locations l
  LEFT JOIN locations parent ON parent.id = l.parent_location_id AND parent.site_id = l.site_id
  LEFT JOIN locations grand ON grand.id = parent.parent_location_id AND grand.site_id = l.site_id
  WHERE l.site_id = ${siteId}
)`;

/** Over a place `p`: whether it is selected (the scope, the chosen location, the program's locations). */
function placeSelectedSql(selection: EopSelection) {
  const { scope, locationId, programLocationIds } = selection;
  const inLocation = locationId === null ? sql`true` : inScopeSql('p', { kind: 'location', locationId });
  const inProgram =
    programLocationIds.length === 0
      ? sql`true`
      : sql`(p.location_id = ANY(${programLocationIds}::text[]) OR p.parent_location_id = ANY(${programLocationIds}::text[]) OR p.top_level_location_id = ANY(${programLocationIds}::text[]))`;
  return sql`${inScopeSql('p', scope)} AND ${inLocation} AND ${inProgram}`;
}

/**
 * The locations a selection narrower than the whole site covers (a location scope, a chosen
 * location, the program's locations), read first, so the rollups are read by location (their
 * keys, `report_people_site_location_idx`) instead of filtered after reading the whole site's
 * rows; null for the whole site, where every row is read anyway (and people with no location count).
 */
export async function selectedLocationIds(db: Db, selection: EopSelection): Promise<string[] | null> {
  const whole = selection.scope.kind === 'site' && selection.locationId === null && selection.programLocationIds.length === 0;
  if (whole) return null;
  const { rows } = await sql<{ id: string }>`SELECT p.location_id AS id FROM ${placesSql(selection.siteId)} p
    WHERE ${placeSelectedSql(selection)}`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Over a rollup row `r` and its place `p`: whether it is selected, and its group. With the
 * selection's locations (`selectedLocationIds`) a row is selected by its own location: the same
 * rows (a row with no place is never in a narrowed selection), found by index.
 */
export function placeSql(selection: EopSelection, locationIds: readonly string[] | null) {
  const { locationId } = selection;
  return {
    join: sql`LEFT JOIN ${placesSql(selection.siteId)} p ON p.location_id = r.location_id`,
    selected: locationIds === null ? placeSelectedSql(selection) : sql`r.location_id = ANY(${locationIds}::text[])`,
    groupId: sql`COALESCE(${locationId === null ? sql`p.top_level_location_id` : sql`p.location_id`}, '')`,
    groupName: sql`COALESCE(${locationId === null ? sql`p.top_level_location` : sql`p.location`}, ${NO_LOCATION})`,
  };
}
