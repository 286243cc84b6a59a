import type { StoredEvent } from '@wellway/event-store';

/**
 * Applies events, in log order, onto the rows they name, skipping any event a row already holds
 * (its position is not past the row's): replays and overlapping batches change nothing. `rows`
 * holds the rows as they stand (loaded by the caller) and is updated; the changed rows are returned.
 * An event may name several rows (`idsOf` a list): `apply` then runs once per row, given its index in the list.
 */
export function foldRows<Row extends { readonly position: bigint }, E extends StoredEvent>(
  rows: Map<string, Row>,
  events: readonly E[],
  idsOf: (event: E) => string | readonly string[],
  apply: (row: Row | undefined, event: E, index: number) => Row | undefined,
): Row[] {
  const changed = new Map<string, Row>();
  for (const event of events) {
    const ids = idsOf(event);
    for (const [index, id] of (typeof ids === 'string' ? [ids] : ids).entries()) {
      const before = rows.get(id);
      if (before && before.position >= event.position) continue;
      const after = apply(before, event, index);
      if (after === undefined || after === before) continue;
      rows.set(id, after);
      changed.set(id, after);
    }
  }
  return [...changed.values()];
}
