import type { Queue, Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import { deterministicId } from '@wellway/domain';
import type { EventStore } from '@wellway/event-store';
import { overdueUserChallenges, type Database } from '@wellway/read-models';
import type { Queues } from '../workers/queues.js';
import type { ChallengeJob } from './reactor.js';
import { challengeProcessor } from './worker.js';

/**
 * The safety net under each challenge's own expiry job. The outbox and the reconciler bring back a
 * job the queue lost while it is pending, but not one that failed for good (its eight attempts
 * spent while the event store was away, or a clock far behind): the outbox then records the
 * failure and leaves it to masters, and the challenge would stay open for good (listed as active,
 * never told expired; its slots lapse by time alone). So every few minutes one run (a repeatable job with a fixed id: one per period
 * whatever the number of worker processes) sends the expire command for every challenge still open
 * well past its time. The decider decides from the command's time and the event id derives from the
 * challenge, so a sweep that meets the job, another sweep or a late job still expires it once.
 */
export const CHALLENGE_SWEEP_QUEUE = 'challenge_expiry_sweep';
/** The job scheduler's fixed id: upserting it again (another process, a restart) keeps one schedule. */
export const CHALLENGE_SWEEP_SCHEDULER_ID = 'challenge-expiry-sweep';
/** How often the sweep runs by default. */
export const CHALLENGE_SWEEP_EVERY_MS = 5 * 60_000;
/**
 * How long past its time a challenge is left to its own job (which runs at expires_at and retries
 * for about two minutes) before the sweep takes it: the sweep never races the usual path.
 */
export const CHALLENGE_SWEEP_GRACE_MS = 10 * 60_000;
const PAGE = 200;
/** Challenges expired at once by one sweep: each is one small command. */
const AT_ONCE = 4;

export interface ChallengeSweepDeps {
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  readonly now: () => Date;
  readonly graceMs?: number;
  readonly log: { warn(line: string): void };
}

export interface ChallengeSweepResult {
  /** Open challenges past their time plus the grace that the pass found. */
  readonly found: number;
  /** Those this pass expired (the others had ended in the log already, or failed: logged, next pass). */
  readonly expired: number;
}

/** One pass: expires every open challenge whose time (plus the grace) is up, in pages of the oldest first. */
export async function sweepOverdueChallenges(deps: ChallengeSweepDeps): Promise<ChallengeSweepResult> {
  const expire = challengeProcessor({ store: deps.store, now: deps.now });
  const before = new Date(deps.now().getTime() - (deps.graceMs ?? CHALLENGE_SWEEP_GRACE_MS));
  let found = 0;
  let expired = 0;
  for (let after: { expiresAt: Date; id: string } | null = null; ;) {
    const page = await overdueUserChallenges(deps.db, { before, limit: PAGE, after });
    if (page.length === 0) return { found, expired };
    found += page.length;
    const last = page.at(-1)!;
    after = { expiresAt: last.expiresAt, id: last.id };
    for (let start = 0; start < page.length; start += AT_ONCE) {
      await Promise.all(
        page.slice(start, start + AT_ONCE).map(async ({ id, siteId }) => {
          const data: ChallengeJob = {
            type: 'expire',
            eventId: deterministicId('challenge-expiry-sweep', id),
            userChallengeId: id,
            siteId,
          };
          try {
            // The same run as the challenge's own job.
            if ((await expire({ data })).expired) expired += 1;
          } catch (error) {
            deps.log.warn(`challenge expiry sweep: challenge ${id} could not be expired now: ${(error as Error).message}`);
          }
        }),
      );
    }
    if (page.length < PAGE) return { found, expired };
  }
}

export interface ChallengeSweep {
  readonly queue: Queue;
  readonly worker: Worker;
  /** Upserts the schedule (again); resolves when it is in place. */
  schedule(): Promise<void>;
}

/**
 * Opens the sweep's queue and worker on `queues` (closed by `queues.close()`) and puts its
 * schedule in place: now, and each time the queue backend is reached again (a Redis restarted
 * without its data has lost the schedule too).
 */
export function startChallengeSweep(queues: Queues, deps: ChallengeSweepDeps & { readonly everyMs?: number }): ChallengeSweep {
  const queue = queues.queue<Record<string, never>>(CHALLENGE_SWEEP_QUEUE);
  const worker = queues.worker<Record<string, never>>(CHALLENGE_SWEEP_QUEUE, () => sweepOverdueChallenges(deps), { concurrency: 1 });
  worker.on('failed', (_job, error) => deps.log.warn(`challenge expiry sweep failed (next run in a while): ${error.message}`));
  const schedule = async () => {
    await queue.upsertJobScheduler(
      CHALLENGE_SWEEP_SCHEDULER_ID,
      { every: deps.everyMs ?? CHALLENGE_SWEEP_EVERY_MS },
      { name: 'sweep', data: {}, opts: { attempts: 1 } },
    );
  };
  const scheduleOrLog = () =>
    schedule().catch((error: unknown) =>
      deps.log.warn(`challenge expiry sweep: could not schedule (next reconnection): ${(error as Error).message}`),
    );
  queues.onReconnect(() => void scheduleOrLog());
  void scheduleOrLog();
  return { queue, worker, schedule };
}
