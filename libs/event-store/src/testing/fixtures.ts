import { randomUUID } from 'node:crypto';
import type { Checkpoint, EventMetadata, EventStore, NewEvent, StoredEvent } from '../port.js';

export const sampleMetadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  actorId: 'user-1',
  siteId: 'site-1',
  correlationId: randomUUID(),
  causationId: null,
  schemaVersion: 1,
  ...overrides,
});

export function newEvent(type: string, data: unknown = {}, metadata: EventMetadata = sampleMetadata()): NewEvent {
  return { id: randomUUID(), type, data, metadata };
}

/** `<category>-<id>`, unique per call, so tests sharing a store never collide. */
export const uniqueStream = (category = 'contract'): string => `${category}-${randomUUID()}`;

/** Checkpoint of the last event currently readable (null on an empty log). */
export async function readToEnd(store: EventStore, pageSize = 1_000): Promise<Checkpoint | null> {
  let after: Checkpoint | null = null;
  for (;;) {
    const page = await store.readAll({ after, limit: pageSize });
    const last = page.at(-1);
    if (!last) return after;
    after = last.checkpoint;
  }
}

/**
 * Every event after `after` until `done` says enough, paging with `limit`. An empty page is
 * legal (readers are held behind any older event writer still open), so it polls until `timeoutMs`.
 */
export async function readAllUntil(
  store: EventStore,
  after: Checkpoint | null,
  limit: number,
  done: (events: readonly StoredEvent[]) => boolean,
  timeoutMs = 20_000,
): Promise<{ events: StoredEvent[]; pages: number[] }> {
  const deadline = Date.now() + timeoutMs;
  const events: StoredEvent[] = [];
  const pages: number[] = [];
  let checkpoint = after;
  while (!done(events)) {
    const page = await store.readAll({ after: checkpoint, limit });
    const last = page.at(-1);
    if (last) {
      pages.push(page.length);
      events.push(...page);
      checkpoint = last.checkpoint;
    } else if (Date.now() > deadline) {
      throw new Error(`readAll ran out after ${events.length} events`);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  return { events, pages };
}
