import type { Kysely, Transaction } from 'kysely';
import type pg from 'pg';
import type { Checkpoint, EventStore, StoredEvent } from '@wellway/event-store';
import { deleteCheckpoint, loadCheckpoint, setCheckpoint, storeCheckpoint } from '@wellway/read-models/checkpoints';
import type { Database } from '@wellway/read-models/database';
import { rebuildFinishOf, selectEvents, type Projection } from '@wellway/read-models/projection';
import { notifyProgress } from './batch.js';
import { countEvents, readPages } from './log-pages.js';
import { lockBatches, lockKey, tryAcquireLock } from './locks.js';
import type { Logger } from './logger.js';
import type { OneAtATime } from './one-at-a-time.js';
import { NO_PROGRESS, startProgressBar, type ProgressBar } from './progress-bar.js';
import { replayInThreads, type RebuildThreads, type ReplayCursor } from './replay-threads.js';
import { enterShadow, openShadow, shadowOf, swapIn, type Shadow } from './shadow.js';

export interface RebuildOptions {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  /** Its options open the rebuild's lock connection. */
  readonly pool: pg.Pool;
  readonly projection: Projection;
  /** Events per page and per transaction (default 10,000). */
  readonly batchSize?: number;
  /** Draw a progress bar on stderr (its total counted by reading the log alongside). */
  readonly progress?: boolean;
  readonly signal?: AbortSignal;
  /**
   * Replay a projection whose pages are independent on worker threads (replay-threads.ts), when
   * the store can end pages ahead (PostgreSQL): a registered projection only, by its name.
   */
  readonly threads?: RebuildThreads;
  /** Runs when the shadow tables have caught up, just before the swap. */
  readonly beforeSwap?: () => Promise<void>;
}

export interface RebuildResult {
  /** Events replayed by this run (a resumed rebuild counts only its own). */
  readonly events: number;
  readonly seconds: number;
  readonly eventsPerSecond: number;
  readonly checkpoint: Checkpoint | null;
}

export class RebuildInProgressError extends Error {
  constructor(readonly projection: string) {
    super(`A rebuild of ${projection} is already running`);
    this.name = 'RebuildInProgressError';
  }
}

interface Run extends RebuildOptions {
  readonly batchSize: number;
  readonly shadow: Shadow;
  readonly select: (events: readonly StoredEvent[]) => StoredEvent[];
  readonly bar: ProgressBar;
  readonly signal: AbortSignal;
}

/**
 * Replays the whole log into shadow copies of the projection's tables, then swaps them in, in one
 * transaction, under the projection's batch lock. Live tables stay readable and current meanwhile.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { name } = options.projection;
  const lock = await tryAcquireLock(options.pool, lockKey('projection-rebuild', name));
  if (!lock) throw new RebuildInProgressError(name);
  const signal = options.signal ? AbortSignal.any([options.signal, lock.lost]) : lock.lost;
  let bar = NO_PROGRESS;
  try {
    const shadow = await openShadow(options.db, options.projection);
    if (options.progress) bar = startProgressBar(name, (counting) => countEvents(options.store, shadow.from, counting));
    const select = selectEvents(options.projection.eventTypes);
    const run: Run = { ...options, batchSize: options.batchSize ?? 10_000, shadow, select, bar, signal };
    const started = performance.now();
    await prepare(run);
    const caughtUp = await replay(run);
    await finish(run, caughtUp);
    await options.beforeSwap?.();
    const final = await swap(run, caughtUp);
    const seconds = (performance.now() - started) / 1000;
    return { events: final.events, seconds, eventsPerSecond: Math.round(final.events / seconds), checkpoint: final.checkpoint };
  } finally {
    bar.stop();
    await lock.release();
  }
}

/**
 * Batch after batch into the shadow tables, each with its shadow checkpoint, until the log is
 * exhausted: on threads first where the projection and the store allow (RebuildOptions.threads),
 * then here.
 */
async function replay(run: Run): Promise<ReplayCursor> {
  const { shadow, projection } = run;
  const start: ReplayCursor = { checkpoint: shadow.from, position: shadow.position, events: 0 };
  if (!run.threads || projection.rebuild?.independentPages !== true) return replayHere(run, start);
  const threaded = await replayInThreads(
    {
      store: run.store,
      threads: run.threads,
      thread: { projection: projection.name, version: projection.version, ...shadowOf(projection), limit: run.batchSize },
      signal: run.signal,
      committed: (events) => run.bar.advance(events),
    },
    start,
  );
  return replayHere(run, threaded);
}

/**
 * With independent pages (see ProjectionRebuild) the next page's transaction starts while the one
 * before is still being written; its checkpoint waits for it, so checkpoints move in log order and
 * a failed page fails the one after it too.
 */
async function replayHere(run: Run, from: ReplayCursor): Promise<ReplayCursor> {
  const { shadow, projection } = run;
  const overlap = projection.rebuild?.independentPages === true;
  let cursor = from;
  let writing: Promise<void> = Promise.resolve(); // the latest page's transaction
  try {
    for await (const page of readPages(run.store, cursor.checkpoint, run.batchSize)) {
      run.signal.throwIfAborted();
      const last = page.at(-1);
      if (!last) continue;
      const before = writing;
      const move = {
        name: shadow.checkpointName,
        version: projection.version,
        from: cursor.checkpoint,
        to: last.checkpoint,
        position: last.position,
      };
      writing = run.db.transaction().execute(async (trx) => {
        await enterShadow(trx, shadow.schema, { durable: false });
        await replayPage(trx, run, page);
        await before;
        await storeCheckpoint(trx, move);
      });
      writing.catch(() => undefined); // awaited here, or by the next page's transaction
      await (overlap ? before : writing);
      cursor = advance(cursor, page);
      run.bar.advance(page.length);
    }
    await writing;
  } finally {
    await writing.catch(() => undefined); // never leaves a page's transaction behind
  }
  return cursor;
}

/** A projection with a fast replay creates its scratch tables before the replay writes pages side by side. */
async function prepare(run: Run): Promise<void> {
  const prepareScratch = run.projection.rebuild?.prepare;
  if (!prepareScratch) return;
  await run.db.transaction().execute(async (trx) => {
    await enterShadow(trx, run.shadow.schema, { durable: false });
    await prepareScratch(trx);
  });
}

/**
 * A projection with a fast replay completes its shadow tables once the log is exhausted, in steps
 * that commit one by one: meanwhile the shadow has no checkpoint, so an interrupted finish is
 * never resumed (the next rebuild starts over); once finished, it may be (after a failed swap).
 */
async function finish(run: Run, cursor: ReplayCursor): Promise<void> {
  const { projection, shadow } = run;
  if (!projection.rebuild) return;
  await deleteCheckpoint(run.db, shadow.checkpointName);
  const step = (work: (trx: Transaction<Database>) => Promise<void>) =>
    run.db.transaction().execute(async (trx) => {
      run.signal.throwIfAborted();
      await enterShadow(trx, shadow.schema, { durable: false });
      await work(trx);
    });
  await projection.rebuild.finish(rebuildFinishOf(step));
  const at = { name: shadow.checkpointName, version: projection.version, checkpoint: cursor.checkpoint, position: cursor.position };
  await setCheckpoint(run.db, at);
}

/**
 * The last events and the swap, while the live runner waits on the batch lock. They go through
 * the projection's own `apply`: after `finish` the shadow tables are what it expects.
 */
async function swap(run: Run, cursor: ReplayCursor): Promise<ReplayCursor> {
  const { projection, shadow } = run;
  return run.db.transaction().execute(async (trx) => {
    await lockBatches(trx, projection.name);
    const live = await loadCheckpoint(trx, projection.name);
    if (live && live.version > projection.version) {
      throw new Error(`${projection.name}: the live model is at version ${live.version}, newer than this code's ${projection.version}`);
    }
    await enterShadow(trx, shadow.schema, { durable: true });
    let at = cursor;
    for await (const page of readPages(run.store, at.checkpoint, run.batchSize)) {
      await applyPage(trx, run, page);
      at = advance(at, page);
      run.bar.advance(page.length);
    }
    await swapIn(trx, projection, shadow.schema);
    await setCheckpoint(trx, { name: projection.name, version: projection.version, checkpoint: at.checkpoint, position: at.position });
    await deleteCheckpoint(trx, shadow.checkpointName);
    await notifyProgress(trx, projection.name, at.position, null);
    return at;
  });
}

async function applyPage(trx: Transaction<Database>, run: Run, page: readonly StoredEvent[]): Promise<void> {
  const matching = run.select(page);
  if (matching.length > 0) await run.projection.apply(trx, matching);
}

/** Before the swap: the projection's fast replay when it has one (see ProjectionRebuild). */
async function replayPage(trx: Transaction<Database>, run: Run, page: readonly StoredEvent[]): Promise<void> {
  const { rebuild } = run.projection;
  if (!rebuild) return applyPage(trx, run, page);
  const matching = run.select(page);
  if (matching.length > 0) await rebuild.apply(trx, matching);
}

function advance(cursor: ReplayCursor, page: readonly StoredEvent[]): ReplayCursor {
  const last = page.at(-1);
  if (!last) return cursor;
  return { checkpoint: last.checkpoint, position: last.position, events: cursor.events + page.length };
}

export interface RebuildIfOutdatedDeps {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  readonly pool: pg.Pool;
  readonly logger: Logger;
  readonly batchSize?: number;
  readonly threads?: RebuildThreads;
  /**
   * Rebuilds of one runner take turns. A rebuild's swap reads the log (a pooled connection) inside
   * its own transaction (another): rebuilds side by side, one per projection, could take every
   * connection of the pool and then wait on each other for one more.
   */
  readonly rebuilds?: OneAtATime;
}

/**
 * What the runner does once it holds a projection's lock, before it reads the log: rebuild when the
 * stored version is older than the code's, or when it never ran on a non-empty log.
 */
export async function rebuildIfOutdated(projection: Projection, deps: RebuildIfOutdatedDeps, signal: AbortSignal): Promise<void> {
  const stored = await loadCheckpoint(deps.db, projection.name);
  const outdated = stored ? stored.version < projection.version : (await deps.store.readAll({ after: null, limit: 1 })).length > 0;
  if (!outdated) return;
  deps.logger.info(`${projection.name}: rebuilding`, { from: stored?.version ?? null, to: projection.version });
  const rebuild = () => rebuildProjection({ ...deps, projection, signal });
  const result = await (deps.rebuilds ? deps.rebuilds.run(rebuild) : rebuild());
  deps.logger.info(`${projection.name}: rebuilt`, result);
}
