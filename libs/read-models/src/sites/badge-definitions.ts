import { sql, type Selectable } from 'kysely';
import { badgeCategories, scopeForSite, type BadgeDefinition } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import { seenOnSite } from '../shared/site-defaults.js';
import type { BadgeDefinitionTable } from './table.js';

/** docs/api.md's badge definition: `site_id` null for a default, `parent_id` the default a site's copy replaces. */
export type BadgeDefinitionRow = Omit<Selectable<BadgeDefinitionTable>, 'position'>;

export function toBadgeDefinitionRow(row: BadgeDefinitionRow): BadgeDefinitionRow {
  const { id, site_id, parent_id, program_id, name, category, goal, goal2, icon, sequence } = row;
  return { id, site_id, parent_id, program_id, name, category, goal, goal2, icon, sequence };
}

/**
 * The badges `siteId` sees (its own, and every default it has no copy of), in its order: the
 * site's own reorder, else the default set's; badges no order names come after, by category
 * (spec 3 §3's order), goal and name. `sequence` is the place in that order (1 first). The badge
 * worker awards from this list.
 */
export function seenBadgeDefinitions(db: Db, siteId: string) {
  const scope = scopeForSite(siteId) ?? '';
  const place = (alias: string) =>
    sql`coalesce(array_position(${sql.ref(`${alias}.sequence`)}, b.id), array_position(${sql.ref(`${alias}.sequence`)}, b.parent_id))`;
  return db
    .selectFrom('badge_definitions as b')
    .leftJoin('badge_orders as own', (join) => join.on('own.scope', '=', scope))
    .leftJoin('badge_orders as dflt', (join) => join.on('dflt.scope', '=', ''))
    .where(seenOnSite('badge_definitions', 'b', siteId))
    .orderBy(sql`coalesce(${place('own')}, case when own.scope is null then ${place('dflt')} end)`) // unnamed: last
    .orderBy(sql`array_position(${sql.val([...badgeCategories])}::text[], b.category)`)
    .orderBy('b.goal')
    .orderBy('b.name')
    .orderBy('b.id');
}

export async function listBadgeDefinitions(db: Db, siteId: string): Promise<BadgeDefinitionRow[]> {
  const rows = await seenBadgeDefinitions(db, siteId).selectAll('b').execute();
  return rows.map((row, index) => ({ ...toBadgeDefinitionRow(row), sequence: index + 1 }));
}

/** One badge `siteId` sees, by id (undefined: another site's, or none). */
export async function findSeenBadgeDefinition(db: Db, siteId: string, badgeId: string): Promise<BadgeDefinitionRow | undefined> {
  return (await listBadgeDefinitions(db, siteId)).find((badge) => badge.id === badgeId);
}

/** The domain's shape of a definition (what `daysLoggedBadgesMet` and `AwardBadges` take). */
export function toBadgeDefinition(row: BadgeDefinitionRow): BadgeDefinition {
  const { id, site_id, parent_id, program_id, name, category, goal, goal2, icon, sequence } = row;
  return { badgeId: id, siteId: site_id, parentId: parent_id, programId: program_id, name, category, goal, goal2, icon, sequence };
}
