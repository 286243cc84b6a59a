import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Checkpoint, EventStore, StoredEvent } from '@wellway/event-store';
import { CheckpointMovedError, loadCheckpoint } from '@wellway/read-models/checkpoints';
import type { Database } from '@wellway/read-models/database';
import type { Projection } from '@wellway/read-models/projection';
import { backoffMs, DEFAULT_RETRY, pause, type RetryPolicy } from './backoff.js';
import { commitBatch } from './batch.js';
import { CaughtUpTracker } from './caught-up.js';
import { LockSession, lockKey } from './locks.js';
import { LogTail } from './log-tail.js';
import type { Logger } from './logger.js';
import { eventFilter, type Processor } from './processor.js';
import { OneAtATime } from './one-at-a-time.js';
import { projectionProcessor } from './projection-processor.js';

export interface ProjectorDeps {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  /** Its options open the dedicated lock connections (the pool itself serves the batches). */
  readonly pool: pg.Pool;
  readonly logger: Logger;
}

export interface ProjectorOptions extends ProjectorDeps {
  readonly projections?: readonly Projection[];
  /** Other consumers of the log (reactors), run the same way. */
  readonly processors?: readonly Processor[];
  readonly signal?: AbortSignal;
  /** Live batch size (default 2,000). */
  readonly batchSize?: number;
  /** Rebuild page size when a projection is outdated (default 10,000). */
  readonly rebuildBatchSize?: number;
  /** How often a standby instance retries a lock held elsewhere (default 5 s). */
  readonly lockRetryMs?: number;
  readonly retry?: RetryPolicy;
  /**
   * How long a processor may hold back moving its checkpoint past batches with none of its
   * events (default 150 ms): such moves are coalesced, and ride along with its next batch.
   */
  readonly coalesceMs?: number;
  /** Recent events the shared log tail keeps for processors a little behind (default 2 × batchSize). */
  readonly tailWindowSize?: number;
}

export interface Projector {
  /** Resolves once every processor has read the log as far as it was when each was checked. */
  whenCaughtUp(signal?: AbortSignal): Promise<void>;
  /** Stops reading, lets in-flight batches commit, releases the locks. */
  stop(): Promise<void>;
  /** Settles when every processor has stopped. */
  readonly done: Promise<void>;
}

interface RunContext extends ProjectorDeps {
  readonly batchSize: number;
  readonly lockRetryMs: number;
  readonly retry: RetryPolicy;
  readonly coalesceMs: number;
  readonly tracker: CaughtUpTracker;
  readonly tail: LogTail;
  /** The one connection holding this runner's processor locks. */
  readonly locks: LockSession;
}

export function startProjector(options: ProjectorOptions): Projector {
  const stopping = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stopping.signal]) : stopping.signal;
  const { store, db, pool, logger } = options;
  const batchSize = options.batchSize ?? 2_000;
  const retry = options.retry ?? DEFAULT_RETRY;
  const context: RunContext = {
    store,
    db,
    pool,
    logger,
    batchSize,
    lockRetryMs: options.lockRetryMs ?? 5_000,
    retry,
    coalesceMs: options.coalesceMs ?? 150,
    tracker: new CaughtUpTracker(store),
    tail: new LogTail({ store, logger, retry, signal, batchSize, windowSize: options.tailWindowSize }),
    locks: new LockSession(pool.options),
  };
  const rebuild = { store, db, pool, logger, batchSize: options.rebuildBatchSize, rebuilds: new OneAtATime() };
  const processors = [
    ...(options.projections ?? []).map((projection) => projectionProcessor(projection, rebuild)),
    ...(options.processors ?? []),
  ];
  const done = Promise.all(processors.map((processor) => runProcessor(processor, context, signal)))
    .then(() => context.tail.closed())
    .finally(() => context.locks.close());
  const names = processors.map((processor) => processor.name);
  return {
    whenCaughtUp: (waitSignal) => context.tracker.whenCaughtUp(names, waitSignal),
    async stop() {
      stopping.abort();
      await done;
    },
    done,
  };
}

/** Keeps one processor running until the signal aborts, restarting it after any failure. */
async function runProcessor(processor: Processor, context: RunContext, signal: AbortSignal): Promise<void> {
  for (let attempt = 1; !signal.aborted; attempt++) {
    try {
      await runWhileLocked(processor, context, signal);
    } catch (error) {
      if (signal.aborted) return;
      context.logger.error(`${processor.name}: stopped, restarting`, { error, attempt });
      await pause(backoffMs(context.retry, attempt), signal).catch(() => undefined);
    }
  }
}

/** Exactly one instance runs a processor: the one holding its session-level advisory lock. */
async function runWhileLocked(processor: Processor, context: RunContext, signal: AbortSignal): Promise<void> {
  const { name } = processor;
  const lock = await context.locks.acquire(lockKey('projection', name), {
    signal,
    retryMs: context.lockRetryMs,
    onWait: () => context.logger.info(`${name}: another instance runs it; standing by`),
  });
  const running = AbortSignal.any([signal, lock.lost]);
  try {
    await processor.prepare?.(running);
    await consume(processor, context, running);
  } finally {
    await lock.release();
  }
}

/** Reads the log from the stored checkpoint until the signal aborts (it then throws the reason). */
async function consume(processor: Processor, context: RunContext, signal: AbortSignal): Promise<never> {
  const select = eventFilter(processor.eventTypes);
  for (;;) {
    try {
      await follow(processor, context, select, signal, await startingPoint(processor, context));
    } catch (error) {
      if (!(error instanceof CheckpointMovedError)) throw error;
      context.logger.warn(`${processor.name}: checkpoint moved elsewhere; resuming from the stored one`);
    }
  }
}

/**
 * Batch after batch from the stored checkpoint `from`. A batch holding none of the processor's
 * events only moves its checkpoint, and that move may wait: it is committed once `coalesceMs`
 * have passed since the last commit, or sooner with the next batch that has events to apply. So a
 * projection with nothing to do costs a few transactions a second, not one per batch, and a
 * read-your-writes wait on it still resolves within `coalesceMs` or so.
 */
async function follow(
  processor: Processor,
  context: RunContext,
  select: (events: readonly StoredEvent[]) => StoredEvent[],
  signal: AbortSignal,
  from: Checkpoint | null,
): Promise<never> {
  let stored = from;
  let read = from;
  let held: StoredEvent | null = null; // the last event read, when its checkpoint move waits
  let committedAt = performance.now();
  const commit = async (last: StoredEvent, matching: readonly StoredEvent[]) => {
    stored = await commitWithRetry(processor, context, signal, () => commitBatch(context.db, processor, stored, last, matching));
    held = null;
    committedAt = performance.now();
    context.tracker.moved(processor.name, stored);
  };
  for (;;) {
    const until = held ? committedAt + context.coalesceMs : undefined;
    const events = await context.tail.next(read, { limit: context.batchSize, signal, until });
    const last = events.at(-1);
    if (!last) {
      if (held) await commit(held, []);
      continue;
    }
    read = last.checkpoint;
    const matching = select(events);
    if (matching.length > 0 || performance.now() >= committedAt + context.coalesceMs) await commit(last, matching);
    else held = last;
  }
}

async function startingPoint(processor: Processor, context: RunContext): Promise<Checkpoint | null> {
  const stored = await loadCheckpoint(context.db, processor.name);
  if (stored && stored.version > processor.version) {
    throw new Error(`${processor.name}: stored version ${stored.version} is newer than this code's ${processor.version}`);
  }
  const from = stored?.checkpoint ?? null;
  context.tracker.moved(processor.name, from);
  return from;
}

/** A failing batch is retried with backoff, never skipped: the checkpoint stays until it commits. */
async function commitWithRetry(
  processor: Processor,
  context: RunContext,
  signal: AbortSignal,
  commit: () => Promise<Checkpoint | null>,
): Promise<Checkpoint | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await commit();
    } catch (error) {
      if (error instanceof CheckpointMovedError || signal.aborted) throw error;
      context.logger.error(`${processor.name}: batch failed, will retry`, { error, attempt });
      await pause(backoffMs(context.retry, attempt), signal);
    }
  }
}
