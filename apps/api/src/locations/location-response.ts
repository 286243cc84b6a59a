import type { LocationNode } from '@wellway/domain';
import type { Location } from '@wellway/contracts';

type Tree = ReadonlyMap<string, LocationNode>;

/** docs/api.md's Location, from the decider's tree (a command's answer needs no read model). */
export function locationResponse(tree: Tree, id: string, siteId: string): Location {
  const node = tree.get(id);
  if (!node) throw new Error(`Location ${id} is not in the tree`);
  const children = [...tree.values()]
    .filter((child) => child.parentLocationId === id)
    .sort((a, b) => a.sequence - b.sequence)
    .map((child) => locationResponse(tree, child.id, siteId));
  return { id: node.id, name: node.name, site_id: siteId, parent_location_id: node.parentLocationId, sequence: node.sequence, children };
}
