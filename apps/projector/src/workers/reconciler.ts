import type { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import { countPendingReactionJobs, listPendingReactionJobs, pruneReactionJobs, type Database } from '@wellway/read-models';
import { delayUntil } from './outbox.js';

/** Job states in which a job is still to run (or running): what a pending outbox row should have. */
const LIVE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'] as const;
const PAGE = 500;

/**
 * Enqueues again the queue's pending outbox jobs that the queue no longer holds (lost by a Redis
 * restarted without its data, a failover, an eviction); returns how many. BullMQ's `jobId`
 * dedupe keeps a job that is still there from being added twice, so a race costs nothing.
 *
 * Cheap when nothing is lost: a count of pending rows against the queue's live jobs; only when
 * the queue holds fewer does it look each pending job up.
 */
export async function reconcileQueue(db: Kysely<Database>, queue: Queue, now: () => number = Date.now): Promise<number> {
  const pending = await countPendingReactionJobs(db, queue.name);
  if (pending === 0) return 0;
  const counts = await queue.getJobCounts(...LIVE_STATES);
  if (Object.values(counts).reduce((sum, count) => sum + count, 0) >= pending) return 0;
  let restored = 0;
  for (let after: string | null = null; ;) {
    const rows = await listPendingReactionJobs(db, queue.name, after, PAGE);
    if (rows.length === 0) return restored;
    after = rows.at(-1)!.id;
    const found = await Promise.all(rows.map((row) => queue.getJob(row.id)));
    const missing = rows.filter((_, index) => found[index] === undefined);
    if (missing.length === 0) continue;
    const at = now();
    await queue.addBulk(
      missing.map((row) => ({ name: row.name, data: row.data, opts: { jobId: row.id, delay: delayUntil(row.due_at, at) } })),
    );
    restored += missing.length;
  }
}

export interface ReconcilerOptions {
  readonly db: Kysely<Database>;
  readonly queues: readonly Queue[];
  /** The queue backend: a pass runs each time a connection to it is made again (see Queues.onReconnect). */
  readonly backend?: { onReconnect(listener: () => void): void };
  readonly log: { warn(line: string): void };
  /** The slow timer (default 60 s): catches losses no reconnection announces (an eviction, a FLUSHALL). */
  readonly intervalMs?: number;
  /** Done rows older than this are deleted (default 30 days). */
  readonly keepDoneMs?: number;
}

export interface Reconciler {
  /** Runs a pass now (or right after the one running); resolves when it is done. */
  reconcile(reason: string): Promise<void>;
  stop(): Promise<void>;
}

const DAY_MS = 24 * 3600_000;

/**
 * Keeps the queues holding every pending outbox job: a pass at start, each time a connection to
 * the queue backend is made again, on a slow timer, and on `reconcile`. Passes never overlap; a pass
 * asked for while one runs runs once after it. Each pass also prunes old done rows.
 */
export function startReconciler(options: ReconcilerOptions): Reconciler {
  const { db, queues, log } = options;
  const keepDoneMs = options.keepDoneMs ?? 30 * DAY_MS;
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  let stopped = false;

  const pass = async (reason: string): Promise<void> => {
    for (const queue of queues) {
      if (stopped) return;
      const restored = await reconcileQueue(db, queue);
      if (restored > 0)
        log.warn(`${queue.name}: ${restored} job(s) missing from the queue (${reason}) were enqueued again from the outbox`);
    }
    await pruneReactionJobs(db, new Date(Date.now() - keepDoneMs));
  };
  const reconcile = (reason: string): Promise<void> => {
    if (stopped) return running;
    queued ??= running.then(() => {
      queued = null;
      return pass(reason).catch((error: unknown) =>
        log.warn(`reconciling the queues with the outbox failed (${reason}); next pass in a while: ${(error as Error).message}`),
      );
    });
    running = queued;
    return queued;
  };
  options.backend?.onReconnect(() => void reconcile('the queue backend reconnected'));
  const timer = setInterval(() => void reconcile('periodic check'), options.intervalMs ?? 60_000);
  timer.unref();
  void reconcile('start');
  return {
    reconcile,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
