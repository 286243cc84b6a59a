import { Worker } from 'node:worker_threads';
import type { Checkpoint, EventStore } from '@wellway/event-store';

/**
 * A rebuild's replay on worker threads (RebuildOptions.threads): for a projection whose pages are
 * independent, on a log that can end pages ahead (EventStore.pageEnds). Each thread reads its
 * pages through its own connections and applies them in its own transactions; the pages commit
 * with their checkpoints in log order, each when the one before has committed (this thread says
 * whose turn it is). Reading the log and turning it into rows is most of a replay's time, on one
 * core: here it runs on as many as there are threads.
 */
export interface RebuildThreads {
  /** The PostgreSQL database of the log and the read models: each thread opens its own pools. */
  readonly databaseUrl: string;
  /** Threads replaying side by side. */
  readonly count: number;
}

/** What a replay thread is started with (workerData). */
export interface ReplayThreadData {
  readonly databaseUrl: string;
  /** A registered projection (`projections` of @wellway/read-models), by name and version. */
  readonly projection: string;
  readonly version: number;
  readonly schema: string;
  readonly checkpointName: string;
  readonly limit: number;
}

export type ToThread =
  | { readonly kind: 'page'; readonly index: number; readonly from: Checkpoint | null; readonly to: Checkpoint }
  | { readonly kind: 'turn'; readonly index: number }
  | { readonly kind: 'close' };

export type FromThread =
  | { readonly kind: 'applied'; readonly index: number }
  | { readonly kind: 'committed'; readonly index: number; readonly position: string }
  | { readonly kind: 'failed'; readonly error: unknown };

/** Where a rebuild's replay stands: the shadow checkpoint, its position, the events replayed so far. */
export interface ReplayCursor {
  readonly checkpoint: Checkpoint | null;
  readonly position: bigint | null;
  readonly events: number;
}

export interface ThreadedReplay {
  readonly store: EventStore;
  readonly threads: RebuildThreads;
  readonly thread: Omit<ReplayThreadData, 'databaseUrl'>;
  readonly signal: AbortSignal;
  /** After each page committed, in log order. */
  readonly committed: (events: number) => void;
}

/** Pages each thread holds: one applied or waiting for its turn, one being read meanwhile. */
const PAGES_PER_THREAD = 2;
/** Page ends asked for at a time (the next batch is asked for as soon as one arrives). */
const PLANNED_PAGES = 64;

// From src (tests) and from dist alike: threads run compiled code.
const THREAD_SCRIPT = new URL('../dist/replay-thread.js', import.meta.url);

/**
 * Replays every full page after `cursor` on threads, and answers where they stopped: the rest
 * of the log (a partial page, what arrived meanwhile) is the caller's. Starts no thread when
 * there is not one full page to replay. On a failure (a page's, a thread's, the signal) the
 * threads are stopped, their open transactions rolled back, and the failure thrown: the
 * checkpoint stays after the last page committed, in log order.
 */
export async function replayInThreads(replay: ThreadedReplay, cursor: ReplayCursor): Promise<ReplayCursor> {
  const pageEnds = replay.store.pageEnds?.bind(replay.store);
  if (!pageEnds || replay.threads.count < 1) return cursor;
  const planAfter = (after: Checkpoint | null) => pageEnds({ after, limit: replay.thread.limit, pages: PLANNED_PAGES });
  let plan = await planAfter(cursor.checkpoint);
  if (plan.length === 0) return cursor;
  const crew = new Crew(replay, cursor);
  try {
    let from = cursor.checkpoint;
    while (plan.length > 0) {
      const next = planAfter(plan.at(-1) ?? null);
      next.catch(() => undefined); // awaited below, unless a page failed first
      for (const to of plan) {
        await crew.assign(from, to);
        from = to;
      }
      plan = await next;
    }
    return await crew.finished();
  } finally {
    await crew.stop();
  }
}

/** The threads, the pages they hold, and whose turn it is to commit. */
class Crew {
  private readonly threads: Thread[];
  private readonly pages: { readonly to: Checkpoint; readonly thread: Thread; applied: boolean }[] = [];
  private committed = 0; // pages committed, in log order
  private failure: { readonly error: unknown } | undefined;
  private changed = signalled();

  constructor(
    private readonly replay: ThreadedReplay,
    private cursor: ReplayCursor,
  ) {
    const data: ReplayThreadData = { ...replay.thread, databaseUrl: replay.threads.databaseUrl };
    this.threads = Array.from(
      { length: replay.threads.count },
      () =>
        new Thread(
          data,
          (message) => this.heard(message),
          (error) => this.fail(error),
        ),
    );
    if (replay.signal.aborted) this.aborted();
    else replay.signal.addEventListener('abort', this.aborted, { once: true });
  }

  /** Gives the page ending at `to` to the thread holding fewest, once one holds fewer than PAGES_PER_THREAD. */
  async assign(from: Checkpoint | null, to: Checkpoint): Promise<void> {
    for (;;) {
      this.throwIfFailed();
      const thread = this.threads.reduce((least, candidate) => (candidate.held < least.held ? candidate : least));
      if (thread.held < PAGES_PER_THREAD) {
        thread.held += 1;
        this.pages.push({ to, thread, applied: false });
        thread.send({ kind: 'page', index: this.pages.length - 1, from, to });
        return;
      }
      await this.change();
    }
  }

  /** Once every page given out has committed: where the replay stands. */
  async finished(): Promise<ReplayCursor> {
    while (this.committed < this.pages.length) {
      this.throwIfFailed();
      await this.change();
    }
    this.throwIfFailed();
    return this.cursor;
  }

  /** Closes the threads after success; terminates them (rolling back what they hold) after a failure. */
  async stop(): Promise<void> {
    this.replay.signal.removeEventListener('abort', this.aborted);
    await Promise.all(this.threads.map((thread) => (this.failure ? thread.terminate() : thread.close())));
  }

  private heard(message: FromThread): void {
    switch (message.kind) {
      case 'applied': {
        const page = this.pages[message.index];
        if (page) page.applied = true;
        this.giveTurn();
        break;
      }
      case 'committed': {
        const page = this.pages[message.index];
        if (!page || message.index !== this.committed)
          return this.fail(new Error(`replay thread committed page ${message.index} out of turn`));
        page.thread.held -= 1;
        this.committed += 1;
        this.cursor = { checkpoint: page.to, position: BigInt(message.position), events: this.cursor.events + this.replay.thread.limit };
        this.replay.committed(this.replay.thread.limit);
        this.giveTurn();
        break;
      }
      case 'failed':
        return this.fail(message.error);
      default:
        return message satisfies never;
    }
    this.wake();
  }

  /** The next page in log order commits once it is applied and the one before has committed. */
  private giveTurn(): void {
    const next = this.pages[this.committed];
    if (next?.applied) next.thread.send({ kind: 'turn', index: this.committed });
  }

  private fail(error: unknown): void {
    this.failure ??= { error };
    this.wake();
  }

  private readonly aborted = () => this.fail(this.replay.signal.reason);

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }

  private change(): Promise<void> {
    return this.changed.promise;
  }

  private wake(): void {
    this.changed.resolve();
    this.changed = signalled();
  }
}

/** One replay thread, and how many of the crew's pages it holds. */
class Thread {
  held = 0;
  private readonly worker: Worker;
  private readonly exited: Promise<number>;
  private closing = false;

  constructor(data: ReplayThreadData, onMessage: (message: FromThread) => void, onFailure: (error: unknown) => void) {
    this.worker = new Worker(THREAD_SCRIPT, { workerData: data });
    this.worker.on('message', onMessage);
    this.worker.on('error', onFailure);
    this.exited = new Promise((resolve) => this.worker.once('exit', resolve));
    void this.exited.then((code) => {
      if (!this.closing) onFailure(new Error(`a replay thread exited (code ${code}) while it held pages`));
    });
  }

  send(message: ToThread): void {
    this.worker.postMessage(message);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.send({ kind: 'close' });
    await this.exited;
  }

  async terminate(): Promise<void> {
    this.closing = true;
    await this.worker.terminate();
  }
}

function signalled(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
