import type { Checkpoint, EventStore, StoredEvent } from '../port.js';

export interface RunningSubscriber {
  /** Every event delivered so far, in delivery order. */
  readonly events: readonly StoredEvent[];
  /** Resolves once `predicate` holds for the delivered events; rejects at the deadline. */
  until(description: string, predicate: (events: readonly StoredEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Aborts the subscription and waits for its loop to end. */
  stop(): Promise<void>;
}

/** Runs `subscribeAll` in the background, recording what it delivers (waits on deliveries, never sleeps). */
export function startSubscriber(store: EventStore, after: Checkpoint | null, batchSize?: number): RunningSubscriber {
  const controller = new AbortController();
  const events: StoredEvent[] = [];
  const checks = new Set<() => void>();
  let failure: unknown = undefined;
  const loop = (async () => {
    for await (const batch of store.subscribeAll({ after, batchSize, signal: controller.signal })) {
      events.push(...batch);
      for (const check of checks) check();
    }
  })().catch((error: unknown) => {
    failure = error ?? new Error('subscription failed');
    for (const check of checks) check();
  });

  function until(description: string, predicate: (seen: readonly StoredEvent[]) => boolean, timeoutMs = 20_000) {
    return new Promise<void>((resolve, reject) => {
      const finish = (error?: Error) => {
        clearTimeout(timer);
        checks.delete(check);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (failure !== undefined) finish(new Error(`Subscription failed while waiting for ${description}`, { cause: failure }));
        else if (predicate(events)) finish();
      };
      const timer = setTimeout(
        () => finish(new Error(`Timed out waiting for ${description}; ${events.length} events delivered`)),
        timeoutMs,
      );
      checks.add(check);
      check();
    });
  }

  async function stop() {
    controller.abort();
    await loop;
    if (failure !== undefined) throw failure;
  }

  return { events, until, stop };
}
