import type { Job, Processor, Queue } from 'bullmq';
import { sql, type Kysely, type Transaction } from 'kysely';
import { markReactionJobDone, reactionJobDone, recordReactionJobs, type Database, type ReactionJob } from '@wellway/read-models';

/** A job as a reactor asks for it; the outbox adds its queue. */
export type OutboxJob<Data extends object> = Omit<ReactionJob<Data>, 'queue'>;

/**
 * What a reactor enqueues through: each job is first recorded in the outbox (`reaction_jobs`), in
 * the reactor's batch transaction, then handed to the queue. The row commits with the checkpoint,
 * so a job the queue loses (a Redis restarted without its data) is still known, and the
 * reconciler enqueues it again.
 */
export interface ReactionOutbox<Data extends object> {
  readonly queue: string;
  enqueue(trx: Transaction<Database>, jobs: readonly OutboxJob<Data>[]): Promise<void>;
}

/** The delay BullMQ wants for a job due at `dueAt` (none: at once). */
export const delayUntil = (dueAt: Date | null | undefined, now: number): number => (dueAt ? Math.max(0, dueAt.getTime() - now) : 0);

export function reactionOutbox<Data extends object>(queue: Queue<Data>): ReactionOutbox<Data> {
  return {
    queue: queue.name,
    async enqueue(trx, jobs) {
      if (jobs.length === 0) return;
      const recorded = jobs.map((job) => ({ ...job, queue: queue.name }));
      // One statement per batch; ids already recorded (a replay, a retried batch) are the reconciler's.
      const fresh = await recordReactionJobs(trx, recorded);
      const now = Date.now();
      const bulk = recorded
        .filter((job) => fresh.has(job.id))
        .map((job) => ({ name: job.name, data: job.data, opts: { jobId: job.id, delay: delayUntil(job.dueAt, now) } }));
      // Before the commit, as before: a job that runs first finds no row and writes it done (markReactionJobDone).
      if (bulk.length > 0) await queue.addBulk(bulk as Parameters<Queue<Data>['addBulk']>[0]);
    },
  };
}

/** How a worker's runs of one job relate to its effect. */
export interface SettleOptions {
  /**
   * The effect is not idempotent by itself (an e-mail): runs of one job take turns under a
   * transaction-level advisory lock, and a run that finds the job done does nothing. The lock
   * holds a pooled connection for the run's length.
   */
  readonly exclusive?: boolean;
}

export type SkippedJob = { readonly skipped: 'done' };

// Two-key advisory locks (class, hash) never meet the projector's one-key (bigint) locks.
const JOB_LOCK_CLASS = 0x6f757462; // 'outb'

/**
 * Wraps a processor so the outbox knows when a job's effect is done: a job whose row is done is
 * not run again (a duplicate re-enqueued by the reconciler, a stalled job), and a run that
 * succeeds marks it done before BullMQ completes it.
 */
export function settled<Data extends object, Result>(
  db: Kysely<Database>,
  processor: Processor<Data, Result>,
  options: SettleOptions = {},
): Processor<Data, Result | SkippedJob> {
  const asRow = (job: Job<Data>): ReactionJob => ({ id: String(job.id), queue: job.queueName, name: job.name, data: job.data });
  const run = async (executor: Kysely<Database>, job: Job<Data>, token?: string, signal?: AbortSignal): Promise<Result | SkippedJob> => {
    if (await reactionJobDone(executor, String(job.id))) return { skipped: 'done' };
    const result = await processor(job, token, signal);
    await markReactionJobDone(executor, asRow(job));
    return result;
  };
  if (!options.exclusive) return (job, token, signal) => run(db, job, token, signal);
  return (job, token, signal) =>
    db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${JOB_LOCK_CLASS}::int4, hashtext(${String(job.id)}))`.execute(trx);
      return run(trx, job, token, signal);
    });
}
