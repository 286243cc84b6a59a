import type { StoredEvent } from '@wellway/event-store';

/**
 * Applies events, in log order, onto the rows they name, skipping any event a row already holds
 * (its position is not past the row's): replays and overlapping batches change nothing. `rows`
 * holds the rows as they stand (loaded by the caller) and is updated; the changed rows are returned.
 */
export function foldRows<Row extends { readonly position: bigint }, E extends StoredEvent>(
  rows: Map<string, Row>,
  events: readonly E[],
  idOf: (event: E) => string,
  apply: (row: Row | undefined, event: E) => Row | undefined,
): Row[] {
  const changed = new Map<string, Row>();
  for (const event of events) {
    const id = idOf(event);
    const before = rows.get(id);
    if (before && before.position >= event.position) continue;
    const after = apply(before, event);
    if (after === undefined || after === before) continue;
    rows.set(id, after);
    changed.set(id, after);
  }
  return [...changed.values()];
}
