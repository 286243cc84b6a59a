import type { Checkpoint, EventStore, StoredEvent } from '@wellway/event-store';

/** Pages of the global log after `after` until it is exhausted, fetching each next page while the caller works. */
export async function* readPages(
  store: Pick<EventStore, 'readAll'>,
  after: Checkpoint | null,
  limit: number,
): AsyncGenerator<readonly StoredEvent[]> {
  let next = prefetch(store, after, limit);
  for (;;) {
    const page = await next;
    const last = page.at(-1);
    if (!last) return;
    next = prefetch(store, last.checkpoint, limit);
    yield page;
  }
}

/**
 * A page read ahead. It may fail while the caller still works on the page before (the database
 * went away) or after the caller stopped reading: handled at once, so neither is an unhandled
 * rejection that ends the process; awaiting it still throws.
 */
function prefetch(store: Pick<EventStore, 'readAll'>, after: Checkpoint | null, limit: number): Promise<readonly StoredEvent[]> {
  const page = store.readAll({ after, limit });
  page.catch(() => undefined);
  return page;
}

/** Events in the log after `after` (reads them: for progress totals and lag, not hot paths). */
export async function countEvents(store: EventStore, after: Checkpoint | null, signal?: AbortSignal): Promise<number> {
  let count = 0;
  for await (const page of readPages(store, after, 10_000)) {
    signal?.throwIfAborted();
    count += page.length;
  }
  return count;
}
