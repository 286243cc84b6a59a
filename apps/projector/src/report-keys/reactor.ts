import { defineProjection, type Projection } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';

/** Ids only: the report whose key goes. */
export interface ReportKeyJob {
  /** The ReportDeleted event. */
  readonly eventId: string;
  readonly reportId: string;
}

export const REPORT_KEYS_QUEUE = 'report_keys';
/** Deterministic: a replayed log or a retried batch never enqueues the same destruction twice. */
export const reportKeyJobId = (eventId: string): string => `report-key-${eventId}`;

/**
 * Each ReportDeleted enqueues (through the outbox) the destruction of the report's key. The API
 * destroys it as it deletes; this makes sure of it when the API died in between, or failed to.
 */
export function reportKeyReactor(outbox: ReactionOutbox<ReportKeyJob>): Projection {
  return defineProjection({
    name: 'report_key_reactor',
    version: 1,
    tables: [],
    eventTypes: ['ReportDeleted'],
    async apply(trx, events) {
      const jobs = events.map(({ id, data }) => {
        const job: ReportKeyJob = { eventId: id, reportId: data.reportId };
        return { id: reportKeyJobId(id), name: 'destroy', data: job };
      });
      await outbox.enqueue(trx, jobs);
      return { userIds: [] };
    },
  });
}
