import { entryEventTypes, yearOf } from '@wellway/domain';
import { defineProjection, type Projection } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';

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
 * A reactor: rides the projector's checkpointed, exactly-once batches, but its effect is a badge
 * job, recorded in the outbox with the checkpoint and handed to the queue (see ReactionOutbox).
 */
export function badgeReactor(outbox: ReactionOutbox<BadgeJob>): Projection {
  return defineProjection({
    name: 'badge_reactor',
    version: 1,
    tables: [],
    eventTypes: entryEventTypes,
    async apply(trx, events) {
      const jobs = events.map((event) => {
        const { data } = event;
        const job: BadgeJob = {
          eventId: event.id,
          userId: data.userId,
          siteId: data.siteId,
          year: yearOf(data.recordedOn),
          position: event.position.toString(),
        };
        return { id: badgeJobId(event.id), name: 'days_logged', data: job };
      });
      await outbox.enqueue(trx, jobs);
      return { userIds: [] };
    },
  });
}
