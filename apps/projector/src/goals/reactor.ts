import { defineProjection, type Projection } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';

/** Jobs carry ids, not data: the worker reads the share (sealed addresses, message) from the log. */
export interface GoalShareJob {
  readonly kind: 'goal_share';
  readonly eventId: string;
  readonly userId: string;
  readonly siteId: string;
}

export const GOALS_QUEUE = 'goals';
export const goalShareJobId = (eventId: string): string => `goal-share-${eventId}`;

/** Enqueues (through the outbox) the e-mail of each goal shared by e-mail (spec 2 §7 POST /emails/content). */
export function goalShareReactor(outbox: ReactionOutbox<GoalShareJob>): Projection {
  return defineProjection({
    name: 'goal_share_reactor',
    version: 1,
    tables: [],
    eventTypes: ['GoalShared'],
    async apply(trx, events) {
      const jobs = events.map(({ id, data }) => {
        const job: GoalShareJob = { kind: 'goal_share', eventId: id, userId: data.userId, siteId: data.siteId };
        return { id: goalShareJobId(id), name: job.kind, data: job };
      });
      await outbox.enqueue(trx, jobs);
      return { userIds: [] };
    },
  });
}
