import type { Checkpoint, EventStore, StoredEvent } from '@wellway/event-store';

/** Pages of the global log after `after` until it is exhausted, fetching each next page while the caller works. */
export async function* readPages(store: EventStore, after: Checkpoint | null, limit: number): AsyncGenerator<readonly StoredEvent[]> {
  let next = store.readAll({ after, limit });
  try {
    for (;;) {
      const page = await next;
      const last = page.at(-1);
      if (!last) return;
      next = store.readAll({ after: last.checkpoint, limit });
      yield page;
    }
  } finally {
    next.catch(() => undefined); // an abandoned prefetch must not become an unhandled rejection
  }
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
