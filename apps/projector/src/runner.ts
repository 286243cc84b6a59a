import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Checkpoint, EventStore, StoredEvent } from '@wellway/event-store';
import { CheckpointMovedError, loadCheckpoint } from '@wellway/read-models/checkpoints';
import type { Database } from '@wellway/read-models/database';
import { selectEvents, type Projection } from '@wellway/read-models/projection';
import { backoffMs, DEFAULT_RETRY, pause, type RetryPolicy } from './backoff.js';
import { commitBatch } from './batch.js';
import { CaughtUpTracker } from './caught-up.js';
import { LockSession, lockKey } from './locks.js';
import { OutageLog } from './log-errors.js';
import { LogTail } from './log-tail.js';
import type { Logger } from './logger.js';
import { OneAtATime } from './one-at-a-time.js';
import { rebuildIfOutdated, type RebuildIfOutdatedDeps } from './rebuild.js';
import type { RebuildThreads } from './replay-threads.js';

export interface ProjectorDeps {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  /** Its options open the dedicated lock connections (the pool itself serves the batches). */
  readonly pool: pg.Pool;
  readonly logger: Logger;
}

export interface ProjectorOptions extends ProjectorDeps {
  /** Read models and reactors (projections with no tables, enqueueing jobs), each from its own checkpoint. */
  readonly projections?: readonly Projection[];
  readonly signal?: AbortSignal;
  /** Live batch size (default 2,000). */
  readonly batchSize?: number;
  /** Rebuild page size when a projection is outdated (default 10,000). */
  readonly rebuildBatchSize?: number;
  /** Rebuilds replay on threads (RebuildOptions.threads). */
  readonly rebuildThreads?: RebuildThreads;
  /** How often a standby instance retries a lock held elsewhere (default 5 s). */
  readonly lockRetryMs?: number;
  readonly retry?: RetryPolicy;
  /**
   * How long a projection may hold back moving its checkpoint past batches with none of its
   * events (default 150 ms): such moves are coalesced, and ride along with its next batch.
   */
  readonly coalesceMs?: number;
  /** Recent events the shared log tail keeps for projections a little behind (default 2 × batchSize). */
  readonly tailWindowSize?: number;
}

export interface Projector {
  /** Resolves once every projection has read the log as far as it was when each was checked. */
  whenCaughtUp(signal?: AbortSignal): Promise<void>;
  /** Stops reading, lets in-flight batches commit, releases the locks. */
  stop(): Promise<void>;
  /** Settles when every projection has stopped. */
  readonly done: Promise<void>;
}

interface RunContext extends ProjectorDeps {
  readonly batchSize: number;
  readonly lockRetryMs: number;
  readonly retry: RetryPolicy;
  readonly coalesceMs: number;
  readonly tracker: CaughtUpTracker;
  readonly tail: LogTail;
  /** The one connection holding this runner's projection locks. */
  readonly locks: LockSession;
  readonly rebuild: RebuildIfOutdatedDeps;
  /** One line when the database goes and one when it is back, shared by every projection. */
  readonly outage: OutageLog;
}

export function startProjector(options: ProjectorOptions): Projector {
  const stopping = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stopping.signal]) : stopping.signal;
  const { store, db, pool, logger } = options;
  const batchSize = options.batchSize ?? 2_000;
  const retry = options.retry ?? DEFAULT_RETRY;
  const outage = new OutageLog(logger, 'projections retry their batches until it is back');
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
    tail: new LogTail({ store, logger, outage, retry, signal, batchSize, windowSize: options.tailWindowSize }),
    locks: new LockSession(pool.options),
    rebuild: { store, db, pool, logger, batchSize: options.rebuildBatchSize, threads: options.rebuildThreads, rebuilds: new OneAtATime() },
    outage,
  };
  const projections = options.projections ?? [];
  const done = Promise.all(projections.map((projection) => runProjection(projection, context, signal)))
    .then(() => context.tail.closed())
    .finally(() => context.locks.close());
  const names = projections.map((projection) => projection.name);
  return {
    whenCaughtUp: (waitSignal) => context.tracker.whenCaughtUp(names, waitSignal),
    async stop() {
      stopping.abort();
      await done;
    },
    done,
  };
}

/**
 * Keeps one projection running until the signal aborts, restarting it after any failure. Its
 * waits (backoff, standing by for the lock) listen on a signal of its own, derived from the
 * runner's: every projection pausing on the runner's signal at once (an outage) added one abort
 * listener each to it, past Node's limit of 10 (MaxListenersExceededWarning) with a dozen.
 */
async function runProjection(projection: Projection, context: RunContext, stopping: AbortSignal): Promise<void> {
  const signal = AbortSignal.any([stopping]);
  for (let attempt = 1; !signal.aborted; attempt++) {
    try {
      await runWhileLocked(projection, context, signal);
    } catch (error) {
      if (signal.aborted) return;
      if (!context.outage.failed(error)) context.logger.error(`${projection.name}: stopped, restarting`, { error, attempt });
      await pause(backoffMs(context.retry, attempt), signal).catch(() => undefined);
    }
  }
}

/** Exactly one instance runs a projection: the one holding its session-level advisory lock. */
async function runWhileLocked(projection: Projection, context: RunContext, signal: AbortSignal): Promise<void> {
  const { name } = projection;
  const lock = await context.locks.acquire(lockKey('projection', name), {
    signal,
    retryMs: context.lockRetryMs,
    onWait: () => context.logger.info(`${name}: another instance runs it; standing by`),
  });
  const running = AbortSignal.any([signal, lock.lost]);
  try {
    await rebuildIfOutdated(projection, context.rebuild, running);
    await consume(projection, context, running);
  } finally {
    await lock.release();
  }
}

/** Reads the log from the stored checkpoint until the signal aborts (it then throws the reason). */
async function consume(projection: Projection, context: RunContext, signal: AbortSignal): Promise<never> {
  const select = selectEvents(projection.eventTypes);
  for (;;) {
    try {
      await follow(projection, context, select, signal, await startingPoint(projection, context));
    } catch (error) {
      if (!(error instanceof CheckpointMovedError)) throw error;
      context.logger.warn(`${projection.name}: checkpoint moved elsewhere; resuming from the stored one`);
    }
  }
}

/**
 * Batch after batch from the stored checkpoint `from`. A batch holding none of the projection's
 * events only moves its checkpoint, and that move may wait: it is committed once `coalesceMs`
 * have passed since the last commit, or sooner with the next batch that has events to apply. So a
 * projection with nothing to do costs a few transactions a second, not one per batch, and a
 * read-your-writes wait on it still resolves within `coalesceMs` or so.
 */
async function follow(
  projection: Projection,
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
    stored = await commitWithRetry(projection, context, signal, () => commitBatch(context.db, projection, stored, last, matching));
    context.outage.succeeded();
    held = null;
    committedAt = performance.now();
    context.tracker.moved(projection.name, stored);
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

async function startingPoint(projection: Projection, context: RunContext): Promise<Checkpoint | null> {
  const stored = await loadCheckpoint(context.db, projection.name);
  if (stored && stored.version > projection.version) {
    throw new Error(`${projection.name}: stored version ${stored.version} is newer than this code's ${projection.version}`);
  }
  const from = stored?.checkpoint ?? null;
  context.outage.succeeded();
  context.tracker.moved(projection.name, from);
  return from;
}

/** A failing batch is retried with backoff, never skipped: the checkpoint stays until it commits. */
async function commitWithRetry(
  projection: Projection,
  context: RunContext,
  signal: AbortSignal,
  commit: () => Promise<Checkpoint | null>,
): Promise<Checkpoint | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await commit();
    } catch (error) {
      if (error instanceof CheckpointMovedError || signal.aborted) throw error;
      if (!context.outage.failed(error)) context.logger.error(`${projection.name}: batch failed, will retry`, { error, attempt });
      await pause(backoffMs(context.retry, attempt), signal);
    }
  }
}
