import type { Selectable } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';
import type { LocationTable } from './table.js';

/** docs/api.md's Location: the nested tree of a site. */
export type LocationTreeNode = Pick<Selectable<LocationTable>, 'id' | 'name' | 'site_id' | 'parent_location_id' | 'sequence'> & {
  children: LocationTreeNode[];
};

/** A site's locations as a tree: top level first, children by sequence. */
export async function locationTree(db: Db, siteId: string): Promise<LocationTreeNode[]> {
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'name', 'site_id', 'parent_location_id', 'sequence'])
    .where('site_id', '=', siteId)
    .where('deleted', '=', false)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const nodes = new Map(rows.map((row): [string, LocationTreeNode] => [row.id, { ...row, children: [] }]));
  const roots: LocationTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_location_id === null ? undefined : nodes.get(node.parent_location_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Every node of a tree, depth first. */
export const flattenLocations = (nodes: readonly LocationTreeNode[]): LocationTreeNode[] =>
  nodes.flatMap((node) => [node, ...flattenLocations(node.children)]);
