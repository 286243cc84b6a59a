/** A site's location tree as the decider sees it: pure lookups, no I/O. */
export interface LocationNode {
  readonly id: string;
  readonly name: string;
  readonly parentLocationId: string | null;
  readonly sequence: number;
}

export type LocationTree = ReadonlyMap<string, LocationNode>;

export const childrenOf = (tree: LocationTree, parentId: string | null): LocationNode[] =>
  [...tree.values()].filter((node) => node.parentLocationId === parentId).sort((a, b) => a.sequence - b.sequence);

/** 1 for a top-level location. */
export function levelOf(tree: LocationTree, id: string): number {
  let level = 0;
  for (let node = tree.get(id); node; node = node.parentLocationId === null ? undefined : tree.get(node.parentLocationId)) level += 1;
  return level;
}

/** Levels in the subtree rooted at `id` (1 for a leaf). */
export function heightOf(tree: LocationTree, id: string): number {
  return 1 + Math.max(0, ...childrenOf(tree, id).map((child) => heightOf(tree, child.id)));
}

export function isInside(tree: LocationTree, id: string, ancestorId: string): boolean {
  for (let node = tree.get(id); node && node.parentLocationId !== null; node = tree.get(node.parentLocationId)) {
    if (node.parentLocationId === ancestorId) return true;
  }
  return false;
}

export const siblingNamed = (tree: LocationTree, parentId: string | null, name: string): LocationNode | undefined =>
  childrenOf(tree, parentId).find((node) => node.name.toLowerCase() === name.toLowerCase());

export const nextSequence = (tree: LocationTree, parentId: string | null): number =>
  1 + Math.max(0, ...childrenOf(tree, parentId).map((node) => node.sequence));
