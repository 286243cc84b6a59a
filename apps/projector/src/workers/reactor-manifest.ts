import type { Job, Processor, Queue, Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import type { EventStore, KeyStore } from '@wellway/event-store';
import { markReactionJobFailed, type Database, type PositionWaiter, type Projection } from '@wellway/read-models';
import type { MailTransport } from '../mail/transport.js';
import { withoutAddresses } from '../log-errors.js';
import { reactionOutbox, settled, type ReactionOutbox } from './outbox.js';
import type { Queues } from './queues.js';
import type { WorkerSettings } from './settings.js';

/** What every reactor and worker of the worker process may use. */
export interface WorkerContext {
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  /** Subjects' data keys (docs/personal-data.md): the erasure worker destroys them. */
  readonly keys: KeyStore;
  readonly waiter: PositionWaiter;
  readonly mail: MailTransport;
  readonly settings: WorkerSettings;
  readonly now: () => Date;
  readonly log: { info(line: string): void; warn(line: string): void };
}

/**
 * One capability's jobs, as written in `<capability>/manifest.ts`: the reactor that follows the
 * log and enqueues through the outbox (jobs carry ids, a deterministic id, and `dueAt` when they
 * are due later), the queue it fills, and the processor that runs each job.
 */
export interface ReactorDefinition<Job extends object> {
  readonly queue: string;
  /** Jobs of this queue one process runs at once. */
  readonly concurrency: number;
  /** How the log names one job: `<label> job <id> failed (attempt <n>): <error>`. */
  readonly label: string;
  /** The effect is not idempotent by itself (an e-mail): runs of one job take turns (see SettleOptions). */
  readonly exclusive?: boolean;
  reactor(outbox: ReactionOutbox<Job>, context: WorkerContext): Projection;
  /** `outbox`: for a job that enqueues its follow-up (a next page), recorded like a reactor's. */
  processor(context: WorkerContext, outbox: ReactionOutbox<Job>): Processor<Job>;
}

/** A queue, its worker and its reactor, opened by `startWorkers`. */
export interface OpenedReactor {
  readonly reactor: Projection;
  readonly queue: Queue;
  readonly worker: Worker;
}

/** A capability's jobs with their job type sealed in, so manifests of different jobs share one list. */
export interface ReactorManifest {
  readonly queue: string;
  readonly concurrency: number;
  open(queues: Queues, context: WorkerContext): OpenedReactor;
}

export function defineReactor<Job extends object>(definition: ReactorDefinition<Job>): ReactorManifest {
  return {
    queue: definition.queue,
    concurrency: definition.concurrency,
    open(queues, context) {
      const queue = queues.queue<Job>(definition.queue);
      const outbox = reactionOutbox(queue);
      const processor = settled(context.db, definition.processor(context, outbox), { exclusive: definition.exclusive });
      const worker = queues.worker<Job>(definition.queue, processor, { concurrency: definition.concurrency });
      worker.on('failed', (job, error) => {
        context.log.warn(`${definition.label} job ${job?.id} failed (attempt ${job?.attemptsMade}): ${withoutAddresses(error.message)}`);
        if (job && failedForGood(job)) void recordFailure(context, job, error);
      });
      return { reactor: definition.reactor(outbox, context), queue, worker };
    },
  };
}

/** BullMQ sets `finishedOn` when a job fails for good (no attempt left, or an UnrecoverableError), not on a retry. */
const failedForGood = (job: Job): boolean => typeof job.finishedOn === 'number';

/** The outbox keeps the failure, so the reconciler leaves the job to masters (the queue dashboard) instead of re-enqueueing it. */
async function recordFailure(context: WorkerContext, job: Job, error: Error): Promise<void> {
  await markReactionJobFailed(context.db, String(job.id), withoutAddresses(error.message)).catch((failure: unknown) =>
    context.log.warn(`could not record the failure of job ${job.id} in the outbox: ${(failure as Error).message}`),
  );
}

/**
 * Opens each manifest's queue and worker on `queues` (closed by `queues.close()`) and returns
 * the reactors, for the projector to run beside each other (`startProjector({ projections })`).
 */
export function startWorkers(manifests: readonly ReactorManifest[], queues: Queues, context: WorkerContext): OpenedReactor[] {
  const queueNames = manifests.map((manifest) => manifest.queue);
  const repeated = queueNames.find((name, index) => queueNames.indexOf(name) !== index);
  if (repeated) throw new Error(`Queue ${repeated} is opened by two reactor manifests`);
  return manifests.map((manifest) => manifest.open(queues, context));
}
