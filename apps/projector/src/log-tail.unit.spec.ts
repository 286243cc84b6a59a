import { EventEmitter, once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import type { Checkpoint, EventStore, StoredEvent, SubscribeAllOptions } from '@wellway/event-store';
import type { Logger } from './logger.js';
import { LogTail } from './log-tail.js';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The port over an in-memory log, counting what the tail and its readers ask of it. */
class MemoryStore {
  readonly events: StoredEvent[] = [];
  readonly calls = { readAll: 0, subscribeAll: 0, subscriptionBatches: 0, subscriptionsClosed: 0 };
  /** Makes the next subscription read throw, once. */
  failNextRead = false;
  private readonly appended = new EventEmitter();

  append(count: number): StoredEvent[] {
    const added = Array.from({ length: count }, () => {
      const position = BigInt(this.events.length + 1);
      const event: StoredEvent = {
        id: `e${position}`,
        type: 'Counted',
        data: {},
        metadata: { actorId: null, siteId: null, correlationId: `c${position}`, causationId: null, schemaVersion: 1 },
        streamName: 's',
        streamRevision: position - 1n,
        position,
        checkpoint: `cp${position}`,
        createdAt: new Date(0),
      };
      this.events.push(event);
      return event;
    });
    this.appended.emit('appended');
    return added;
  }

  private after(after: Checkpoint | null | undefined, limit: number): StoredEvent[] {
    const from = after ? this.events.findIndex((event) => event.checkpoint === after) + 1 : 0;
    return this.events.slice(from, from + limit);
  }

  readonly port: EventStore = {
    kind: 'postgres',
    append: () => Promise.reject(new Error('not here')),
    readStream: () => Promise.reject(new Error('not here')),
    readAll: async ({ after, limit }) => {
      this.calls.readAll++;
      return this.after(after, limit);
    },
    subscribeAll: (options) => this.subscribe(options),
    hasReached: () => Promise.reject(new Error('not here')),
    headPosition: () => Promise.reject(new Error('not here')),
    close: () => Promise.resolve(),
  };

  private async *subscribe({ after, batchSize = 500, signal }: SubscribeAllOptions): AsyncGenerator<readonly StoredEvent[]> {
    this.calls.subscribeAll++;
    let from = after ?? null;
    try {
      while (!signal?.aborted) {
        if (this.failNextRead) {
          this.failNextRead = false;
          throw new Error('connection lost');
        }
        const batch = this.after(from, batchSize);
        if (batch.length > 0) {
          this.calls.subscriptionBatches++;
          from = batch.at(-1)?.checkpoint ?? from;
          yield batch;
        } else {
          await once(this.appended, 'appended', { signal }).catch(() => undefined);
        }
      }
    } finally {
      this.calls.subscriptionsClosed++;
    }
  }
}

const stops: AbortController[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop.abort();
});

function tailOver(store: MemoryStore, options: { batchSize?: number; windowSize?: number; safetyMs?: number } = {}) {
  const stop = new AbortController();
  stops.push(stop);
  const tail = new LogTail({
    store: store.port,
    logger: quiet,
    retry: { minMs: 1, maxMs: 5 },
    signal: stop.signal,
    batchSize: options.batchSize ?? 3,
    windowSize: options.windowSize,
    safetyMs: options.safetyMs,
    minReadIntervalMs: 0,
  });
  return { tail, stop, signal: stop.signal };
}

/** Reads through the tail from `after` until `count` events have come; returns their ids. */
async function follow(tail: LogTail, after: Checkpoint | null, count: number, signal: AbortSignal, limit = 2): Promise<string[]> {
  const ids: string[] = [];
  let at = after;
  while (ids.length < count) {
    const events = await tail.next(at, { limit, signal });
    ids.push(...events.map((event) => event.id));
    at = events.at(-1)?.checkpoint ?? at;
  }
  return ids;
}

const ids = (events: readonly StoredEvent[]) => events.map((event) => event.id);

describe('LogTail', () => {
  it('serves every reader at its position the same events from one subscription, reading nothing else', async () => {
    const store = new MemoryStore();
    const { tail, signal } = tailOver(store);
    const expected = ids(store.append(5));
    const readers = [follow(tail, null, 12, signal), follow(tail, null, 12, signal, 3), follow(tail, null, 12, signal, 1)];
    expected.push(...ids(store.append(7)));
    for (const read of await Promise.all(readers)) expect(read).toEqual(expected);
    expect(store.calls).toMatchObject({ subscribeAll: 1, readAll: 0 });
  });

  it('lets a reader behind the window read for itself, then take the rest from the tail', async () => {
    const store = new MemoryStore();
    const { tail, signal } = tailOver(store, { batchSize: 2, windowSize: 3 });
    const all = ids(store.append(10));
    expect(await tail.next('cp10', { limit: 2, signal, until: performance.now() + 10 })).toEqual([]); // starts the tail there
    const [ahead] = await Promise.all([follow(tail, 'cp10', 4, signal), store.append(4)]);
    expect(ahead).toEqual(['e11', 'e12', 'e13', 'e14']);
    const readsBefore = store.calls.readAll;
    all.push('e11', 'e12', 'e13', 'e14');
    expect(await follow(tail, null, 14, signal, 3)).toEqual(all); // from the start: the tail kept only the last few
    expect(store.calls.readAll).toBeGreaterThan(readsBefore);
    const readsAfterCatchUp = store.calls.readAll;
    const [joined] = await Promise.all([follow(tail, 'cp14', 3, signal), store.append(3)]);
    expect(joined).toEqual(['e15', 'e16', 'e17']);
    expect(store.calls.readAll).toBe(readsAfterCatchUp);
  });

  it('makes a reader ahead of the tail wait until the tail has caught up with it, then serves it', async () => {
    const store = new MemoryStore();
    const { tail, signal } = tailOver(store, { batchSize: 2, windowSize: 50 });
    store.append(9);
    const behind = follow(tail, null, 9, signal, 1); // starts the tail at the log's start
    const ahead = follow(tail, 'cp9', 2, signal);
    store.append(2);
    expect(await behind).toHaveLength(9);
    expect(await ahead).toEqual(['e10', 'e11']);
    expect(store.calls.subscribeAll).toBe(1);
  });

  it('answers no events once the deadline passes with none', async () => {
    const store = new MemoryStore();
    const { tail, signal } = tailOver(store);
    store.append(1);
    expect(ids(await tail.next(null, { limit: 5, signal }))).toEqual(['e1']);
    expect(await tail.next('cp1', { limit: 5, signal, until: performance.now() + 20 })).toEqual([]);
    const waiting = tail.next('cp1', { limit: 5, signal, until: performance.now() + 60_000 });
    store.append(1);
    expect(ids(await waiting)).toEqual(['e2']);
  });

  it('reads only as far as its readers ask', async () => {
    const store = new MemoryStore();
    const { tail, signal } = tailOver(store, { batchSize: 2 });
    store.append(20);
    expect(ids(await tail.next(null, { limit: 2, signal }))).toEqual(['e1', 'e2']);
    expect(store.calls.subscriptionBatches).toBe(1);
  });

  it('resubscribes after a failure from where it stood, losing and repeating nothing', async () => {
    const store = new MemoryStore();
    const { tail, signal } = tailOver(store, { batchSize: 2 });
    const expected = ids(store.append(3));
    const reading = follow(tail, null, 8, signal);
    await tail.next('cp3', { limit: 1, signal, until: performance.now() + 10 });
    store.failNextRead = true;
    expected.push(...ids(store.append(5)));
    expect(await reading).toEqual(expected);
    expect(store.calls.subscribeAll).toBe(2);
  });

  it('closes its subscription when stopped, also while no reader waits on it', async () => {
    const store = new MemoryStore();
    const { tail, stop, signal } = tailOver(store);
    store.append(1);
    await tail.next(null, { limit: 1, signal });
    const waiting = tail.next('cp1', { limit: 1, signal });
    stop.abort();
    await expect(waiting).rejects.toThrow();
    await tail.closed();

    const idle = tailOver(store);
    await idle.tail.next(null, { limit: 1, signal: idle.signal }); // the subscription now waits at a yield
    idle.stop.abort();
    await idle.tail.closed();
    expect(store.calls).toMatchObject({ subscribeAll: 2, subscriptionsClosed: 2 });
  });
});
