import { defineProjection, type Projection } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';

export const DATA_EXPORTS_QUEUE = 'data_exports';

/** Ids, not data: the worker reads the person's data from the read models when it runs. */
export type DataExportJob =
  | {
      readonly type: 'build';
      /** The DataExportRequested event. */
      readonly eventId: string;
      readonly exportId: string;
      readonly userId: string;
      readonly siteId: string;
      /** Its global position: the read models are read once they have reached it. */
      readonly position: string;
    }
  /** Deletes the archives whose 24 hours are over; one is due when each archive expires. */
  | { readonly type: 'sweep'; readonly eventId: string };

/** Deterministic (`<purpose>-<eventId>`): a replayed log or a retried batch never enqueues twice. */
export const dataExportBuildJobId = (eventId: string): string => `data-export-build-${eventId}`;
export const dataExportSweepJobId = (eventId: string): string => `data-export-sweep-${eventId}`;

/** A request enqueues the archive's build; a finished archive enqueues the sweep due at its expiry. */
export function dataExportReactor(outbox: ReactionOutbox<DataExportJob>): Projection {
  return defineProjection({
    name: 'data_export_reactor',
    version: 1,
    tables: [],
    eventTypes: ['DataExportRequested', 'DataExportCompleted'],
    async apply(trx, events) {
      const jobs = events.map((event) => {
        if (event.type === 'DataExportRequested') {
          const { exportId, userId, siteId } = event.data;
          const job: DataExportJob = { type: 'build', eventId: event.id, exportId, userId, siteId, position: event.position.toString() };
          return { id: dataExportBuildJobId(event.id), name: 'build', data: job };
        }
        const job: DataExportJob = { type: 'sweep', eventId: event.id };
        return { id: dataExportSweepJobId(event.id), name: 'sweep', data: job, dueAt: new Date(event.data.expiresAt) };
      });
      await outbox.enqueue(trx, jobs);
      return { userIds: [] };
    },
  });
}
