import { defineProjection, type Projection } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';

/** Ids only: the worker reads what to release from the UserErasureRequested event itself. */
export interface ErasureJob {
  /** The UserErasureRequested event. */
  readonly eventId: string;
  readonly userId: string;
  readonly siteId: string;
}

export const ERASURES_QUEUE = 'erasures';
/** Deterministic: a replayed log or a retried batch never enqueues the same erasure twice. */
export const erasureJobId = (eventId: string): string => `erasure-${eventId}`;

/** The erasure saga's second step: each UserErasureRequested enqueues (through the outbox) its worker job. */
export function erasureReactor(outbox: ReactionOutbox<ErasureJob>): Projection {
  return defineProjection({
    name: 'erasure_reactor',
    version: 1,
    tables: [],
    eventTypes: ['UserErasureRequested'],
    async apply(trx, events) {
      const jobs = events.map(({ id, data }) => {
        const job: ErasureJob = { eventId: id, userId: data.userId, siteId: data.siteId };
        return { id: erasureJobId(id), name: 'erase', data: job };
      });
      await outbox.enqueue(trx, jobs);
      return { userIds: [] };
    },
  });
}
