import type { Location } from '../api/get-locations';

export const MAX_LEVELS = 3;

export interface FlatLocation {
  readonly location: Location;
  /** 1 for the top level. */
  readonly level: number;
  /** "Headquarters › Finance" */
  readonly path: string;
}

export function flatten(nodes: readonly Location[], level = 1, prefix = ''): FlatLocation[] {
  return nodes.flatMap((location) => {
    const path = prefix ? `${prefix} › ${location.name}` : location.name;
    return [{ location, level, path }, ...flatten(location.children, level + 1, path)];
  });
}

/** Levels in a subtree (1 for a leaf). */
export const heightOf = (location: Location): number => 1 + Math.max(0, ...location.children.map(heightOf));

const idsIn = (location: Location): string[] => [location.id, ...location.children.flatMap(idsIn)];

/** Where `moving` (or a new location, when null) may go: not inside itself, within three levels. */
export function parentChoices(tree: readonly Location[], moving: Location | null): FlatLocation[] {
  const height = moving ? heightOf(moving) : 1;
  const excluded = new Set(moving ? idsIn(moving) : []);
  return flatten(tree).filter((entry) => !excluded.has(entry.location.id) && entry.level + height <= MAX_LEVELS);
}

/** The siblings' ids with `id` moved one place up (-1) or down (+1); null when it cannot move. */
export function swapped(siblings: readonly Location[], id: string, step: -1 | 1): string[] | null {
  const ids = siblings.map((sibling) => sibling.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}
