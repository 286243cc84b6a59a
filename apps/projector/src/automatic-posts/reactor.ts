import { defineProjection, type Projection } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';

/** Jobs carry ids, not data: the worker reads the trigger from the log and the facts from read models. */
export interface AutomaticPostJob {
  readonly kind: 'automatic_post';
  readonly eventId: string;
  /** The triggering event's stream: the worker reads the event (and, for a challenge, who finished first) there. */
  readonly stream: string;
  readonly siteId: string;
  /** Global position of the event: the worker waits for the sites, users and goals models to reach it. */
  readonly position: string;
}

export const AUTOMATIC_POSTS_QUEUE = 'automatic_posts';
/** Deterministic: a replayed log or a retried batch never enqueues one trigger twice. */
export const automaticPostJobId = (eventId: string): string => `automatic-post-${eventId}`;

/** The events that may post on the wall: a badge earned, a goal completed, a challenge side completed (the first wins). */
export const AUTOMATIC_POST_TRIGGERS = ['BadgeAwarded', 'GoalCompleted', 'UserChallengeSideCompleted'] as const;

/**
 * Enqueues (through the outbox) one job per trigger; whether the site posts automatically is
 * the worker's to read, so the flag's value when the job runs is the one that counts.
 */
export function automaticPostReactor(outbox: ReactionOutbox<AutomaticPostJob>): Projection {
  return defineProjection({
    name: 'automatic_post_reactor',
    version: 1,
    tables: [],
    eventTypes: [...AUTOMATIC_POST_TRIGGERS],
    async apply(trx, events) {
      const jobs = events.map((event) => {
        const job: AutomaticPostJob = {
          kind: 'automatic_post',
          eventId: event.id,
          stream: event.streamName,
          siteId: (event.data as { siteId: string }).siteId,
          position: event.position.toString(),
        };
        return { id: automaticPostJobId(event.id), name: job.kind, data: job };
      });
      await outbox.enqueue(trx, jobs);
      return { userIds: [] };
    },
  });
}
