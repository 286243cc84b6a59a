import { sql, type RawBuilder } from 'kysely';
import { scopeForSite, type InheritableItem } from '@wellway/domain';

/**
 * The read side of default-site inheritance (`libs/domain/src/shared/site-defaults.ts`): a where
 * condition selecting the rows `siteId` sees of an inheritable table, that is one with `id`,
 * `site_id` (null for the default set) and `parent_id` (the default a site row copies). The
 * table needs an index on `(site_id, parent_id)`.
 *
 *   db.selectFrom('goals as g').selectAll().where(seenOnSite('goals', 'g', siteId))
 */
export function seenOnSite(table: string, alias: string, siteId: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  if (scopeForSite(siteId) === null) return sql<boolean>`${column('site_id')} is null`;
  return sql<boolean>`(${column('site_id')} = ${siteId} or (${column('site_id')} is null and not exists (
    select 1 from ${sql.table(table)} site_copy where site_copy.site_id = ${siteId} and site_copy.parent_id = ${column('id')})))`;
}

/** A row of an inheritable table as the domain's item (`saveTarget`, `deleteAction`, …). */
export const inheritableItemOf = (row: {
  readonly id: string;
  readonly site_id: string | null;
  readonly parent_id: string | null;
}): InheritableItem => ({
  id: row.id,
  siteId: row.site_id,
  parentId: row.parent_id,
});
