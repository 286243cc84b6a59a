import { locationPath, type SiteLocation } from '../../../lib/site-locations';

/**
 * The parent locations a coordinator may pick (their scope, as the API's reportScopeOf): the
 * site's top-level ones, a regional coordinator's own top-level one, a location coordinator's own.
 */
export function parentChoices(tree: readonly SiteLocation[], role: string, ownLocationId: string | null): readonly SiteLocation[] {
  if (role !== 'regional_coordinator' && role !== 'location_coordinator') return tree;
  const path = locationPath(tree, ownLocationId);
  const id = role === 'regional_coordinator' ? path[0] : path.at(-1);
  return findIn(tree, id) ? [findIn(tree, id)!] : [];
}

function findIn(tree: readonly SiteLocation[], id: string | undefined): SiteLocation | undefined {
  if (id === undefined) return undefined;
  for (const location of tree) {
    if (location.id === id) return location;
    const inner = findIn(location.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** The chosen parent and child for a location id: the parent is one of `parents`, the child the next level under it. */
export function parentAndChild(parents: readonly SiteLocation[], locationId: string | null): { parent: string; child: string } {
  const path = locationPath(parents, locationId);
  return { parent: path[0] ?? '', child: path[1] ?? '' };
}
