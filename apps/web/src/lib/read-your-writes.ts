import type { QueryClient } from '@tanstack/react-query';
// Type only: the kinds are assembled from the feature list, whose features use this module.
import type { UpdateKind } from '../app/features';

/**
 * Read-your-writes (docs/api.md, "Envelope"): a command answers `meta.position`; every later GET
 * behind the read models it touched sends `min_position`, so the refetch waits for the projection
 * instead of showing the day as it was before the change.
 *
 * Each kind is also the first segment of its queries' keys, so `[kind]` invalidates them all. The
 * kinds are the features' own (`updateKinds` in each `features/<feature>/manifest.ts`).
 */
export type { UpdateKind };

const floors = new Map<UpdateKind, number>();

/** A global position as the API sends it: a JSON number, or a string where it may outgrow one (GraphQL). */
export type Position = number | string | null | undefined;

/** Remember that reads of these kinds must reflect at least `position`. */
export function requirePosition(kinds: readonly UpdateKind[], position: Position): void {
  const value = typeof position === 'string' ? Number(position) : position;
  if (value === null || value === undefined || !Number.isFinite(value)) return;
  for (const kind of kinds) floors.set(kind, Math.max(floors.get(kind) ?? 0, value));
}

/** The `min_position` query parameter for a GET of this kind (absent until something was written). */
export function minPositionParam(kind: UpdateKind): { min_position?: number } {
  const floor = floors.get(kind);
  return floor === undefined ? {} : { min_position: floor };
}

export function forgetPositions(): void {
  floors.clear();
}

/** After a command: refetch every query of these kinds at or after its position. */
export async function refreshAfterWrite(queryClient: QueryClient, kinds: readonly UpdateKind[], position: Position): Promise<void> {
  requirePosition(kinds, position);
  await Promise.all(kinds.map((kind) => queryClient.invalidateQueries({ queryKey: [kind] })));
}
