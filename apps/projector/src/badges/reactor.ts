import type { Queue } from 'bullmq';
import { entryEventTypes, yearOf } from '@wellway/domain';
import { defineProjection, type Projection } from '@wellway/read-models';

/** Jobs carry ids, not data: the worker reads what it needs when it runs. */
export interface BadgeJob {
  readonly eventId: string;
  readonly userId: string;
  readonly siteId: string;
  readonly year: number;
  /** Global position of the triggering event, for read-your-writes on the stats model. */
  readonly position: string;
}

/** Deterministic, so a replayed log or a retried batch never enqueues the same job twice. */
export const badgeJobId = (eventId: string): string => `badges-${eventId}`;

/**
 * A reactor: rides the projector's checkpointed, exactly-once batches, but its effect is
 * enqueueing badge jobs. Enqueue-then-commit is at-least-once; job ids make it effectively once.
 */
export function badgeReactor(queue: Queue<BadgeJob>): Projection {
  return defineProjection({
    name: 'badge_reactor',
    version: 1,
    tables: [],
    eventTypes: entryEventTypes,
    async apply(_trx, events) {
      const jobs = events.map((event) => {
        const { data } = event;
        const job: BadgeJob = {
          eventId: event.id,
          userId: data.userId,
          siteId: data.siteId,
          year: yearOf(data.recordedOn),
          position: event.position.toString(),
        };
        return { name: 'days_logged', data: job, opts: { jobId: badgeJobId(event.id) } };
      });
      if (jobs.length > 0) await queue.addBulk(jobs);
      return { userIds: [] };
    },
  });
}
