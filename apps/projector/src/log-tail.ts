import type { Checkpoint, EventStore, StoredEvent } from '@wellway/event-store';
import { backoffMs, pause, type RetryPolicy } from './backoff.js';
import type { OutageLog } from './log-errors.js';
import type { Logger } from './logger.js';

export interface LogTailOptions {
  readonly store: EventStore;
  readonly logger: Logger;
  /** Says an outage once rather than per resubscription. */
  readonly outage?: OutageLog;
  readonly retry: RetryPolicy;
  /** Stops the shared subscription. */
  readonly signal: AbortSignal;
  /** Events per read of the shared subscription. */
  readonly batchSize: number;
  /** Recent events kept for readers a little behind (default 2 × batchSize). */
  readonly windowSize?: number;
  /** A reader waiting on the tail reads the log itself after this long (default 1 s). */
  readonly safetyMs?: number;
  /** The least time from one read of the subscription to the next (default 5 ms). */
  readonly minReadIntervalMs?: number;
}

export interface NextOptions {
  readonly limit: number;
  readonly signal: AbortSignal;
  /** A `performance.now()` deadline: once it passes with no events come, resolve with none. */
  readonly until?: number;
}

/**
 * One subscription to the global log, shared by the projections of this process. A projection asks
 * for the events after its own checkpoint: when that is the tail's start or one of its recent
 * events, it gets them from memory (or waits for the next batch), so N projections following the
 * log cost one read per batch, one LISTEN connection and one held-back-rows backoff, not N. A
 * projection anywhere else (catching up, or fallen behind the window) reads the log itself with
 * `readAll` until its checkpoint is among the tail's.
 *
 * Every reader of the log sees the same sequence (the store's safe order), so taking the events
 * after a checkpoint from the tail is the same as reading them: only checkpoint equality is used,
 * never their order. The tail reads only while a projection waits past its end, so it never runs
 * ahead of the fastest one.
 */
export class LogTail {
  readonly #options: LogTailOptions;
  readonly #windowSize: number;
  readonly #safetyMs: number;
  readonly #minReadIntervalMs: number;
  /** Where the subscription started (undefined: not started; it starts where the first reader stands). */
  #start: Checkpoint | null | undefined = undefined;
  /** The most recent events read, oldest first; `#first` numbers `#events[0]` (0 = the first after `#start`). */
  #events: StoredEvent[] = [];
  #first = 0;
  readonly #numbers = new Map<Checkpoint, number>();
  /** The last batch was not full: the tail had read all that was readable then. */
  #atEnd = false;
  #readAt = Number.NEGATIVE_INFINITY;
  #batches = 0;
  #running: Promise<void> = Promise.resolve();
  #batchRead = signal();
  #wanted = signal();

  constructor(options: LogTailOptions) {
    this.#options = options;
    // At least a batch more than one: a reader at the end keeps its place when the next batch comes.
    this.#windowSize = Math.max(options.windowSize ?? 2 * options.batchSize, options.batchSize + 1);
    this.#safetyMs = options.safetyMs ?? 1_000;
    this.#minReadIntervalMs = options.minReadIntervalMs ?? 5;
  }

  /** Up to `limit` events after `after`, waiting until there is one (`[]` once `until` passes first). */
  async next(after: Checkpoint | null, options: NextOptions): Promise<readonly StoredEvent[]> {
    const { signal, until } = options;
    if (this.#start === undefined) this.#begin(after);
    for (;;) {
      signal.throwIfAborted();
      const batches = this.#batches;
      const kept = this.#keptAfter(after, options.limit);
      if (kept && kept.length > 0) return kept;
      if (!kept) {
        const page = await this.#options.store.readAll({ after, limit: options.limit });
        if (page.length > 0) return page;
      }
      const left = Math.min(this.#safetyMs, (until ?? Number.POSITIVE_INFINITY) - performance.now());
      if (left <= 0) return [];
      // Not among the tail's events yet at the readable end: the tail is behind; wait until it is not.
      await this.#batchSince(batches, !kept, left, signal);
    }
  }

  /** Events after `after` from memory; undefined when `after` is neither the start nor a kept event. */
  #keptAfter(after: Checkpoint | null, limit: number): readonly StoredEvent[] | undefined {
    const number = after === this.#start ? -1 : after === null ? undefined : this.#numbers.get(after);
    if (number === undefined || number + 1 < this.#first) return undefined;
    const from = number + 1 - this.#first;
    return this.#events.slice(from, from + limit);
  }

  #begin(start: Checkpoint | null): void {
    this.#start = start;
    this.#running = this.#run(start);
  }

  /** Settles once the subscription has closed (after the signal aborted). */
  async closed(): Promise<void> {
    await this.#running;
  }

  /** Reads a batch each time someone waits past the end, resubscribing after a failure. */
  async #run(start: Checkpoint | null): Promise<void> {
    const { store, signal, logger, outage, retry, batchSize } = this.#options;
    let position = start;
    for (let attempt = 1; !signal.aborted; attempt++) {
      const batches = store.subscribeAll({ after: position, batchSize, signal })[Symbol.asyncIterator]();
      try {
        for (;;) {
          await abortable(this.#wanted.promise, signal);
          // Back-to-back reads a few ms apart: under load each gathers more events, and fewer find
          // the newest ones still held back behind an open transaction.
          const early = this.#readAt + this.#minReadIntervalMs - performance.now();
          if (early > 0) await abortable(NEVER, signal, early);
          const { value, done } = await batches.next();
          this.#readAt = performance.now();
          if (done) break;
          this.#keep(value, batchSize);
          position = value.at(-1)?.checkpoint ?? position;
          attempt = 1;
          outage?.succeeded();
        }
        signal.throwIfAborted();
        throw new Error('The event store ended the subscription');
      } catch (error) {
        if (signal.aborted) return;
        if (!outage?.failed(error)) logger.error('log tail: subscription failed, resubscribing', { error, attempt });
        await pause(backoffMs(retry, attempt), signal).catch(() => undefined);
      } finally {
        await batches.return?.().catch(() => undefined); // closes its LISTEN connection
      }
    }
  }

  #keep(batch: readonly StoredEvent[], batchSize: number): void {
    let number = this.#first + this.#events.length;
    for (const event of batch) {
      this.#events.push(event);
      this.#numbers.set(event.checkpoint, number++);
    }
    // Trimmed in chunks rather than per batch: at most twice the window is held.
    if (this.#events.length > 2 * this.#windowSize) {
      const dropped = this.#events.splice(0, this.#events.length - this.#windowSize);
      for (const event of dropped) this.#numbers.delete(event.checkpoint);
      this.#first += dropped.length;
    }
    this.#atEnd = batch.length < batchSize;
    this.#batches++;
    this.#wanted = signal();
    const read = this.#batchRead;
    this.#batchRead = signal();
    read.resolve();
  }

  /** Waits (asking the tail to read on) for a batch read since `batches`, one that reached the end if `atEnd`. */
  async #batchSince(batches: number, atEnd: boolean, ms: number, abort: AbortSignal): Promise<void> {
    const deadline = performance.now() + ms;
    while (this.#batches === batches || (atEnd && !this.#atEnd)) {
      const left = deadline - performance.now();
      if (left <= 0) return;
      this.#wanted.resolve();
      await abortable(this.#batchRead.promise, abort, left);
    }
  }
}

const NEVER = new Promise<void>(() => undefined);

interface Signal {
  readonly promise: Promise<void>;
  readonly resolve: () => void;
}

function signal(): Signal {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Settles with `promise`, after `ms` (if given), or rejects when `abort` aborts. */
async function abortable(promise: Promise<void>, abort: AbortSignal, ms?: number): Promise<void> {
  abort.throwIfAborted();
  let onAbort: () => void = () => undefined;
  let timer: NodeJS.Timeout | undefined;
  const ended = new Promise<void>((resolve, reject) => {
    onAbort = () => reject(abort.reason);
    abort.addEventListener('abort', onAbort, { once: true });
    if (ms !== undefined) timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([promise, ended]);
  } finally {
    abort.removeEventListener('abort', onAbort);
    clearTimeout(timer);
  }
}
