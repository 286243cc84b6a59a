import type { Transaction } from 'kysely';
import type { Database } from '../database.js';
import { defineProjection, type EventOf } from '../projection.js';
import { effectFor, noEffect } from '../shared/batch.js';
import { deletePersonsArchives } from './queries.js';

type Trx = Transaction<Database>;

async function applyOne(trx: Trx, event: EventOf<'DataExportRequested' | 'DataExportCompleted' | 'DataExportFailed'>): Promise<void> {
  switch (event.type) {
    case 'DataExportRequested': {
      const { exportId, userId, siteId, requestedAt } = event.data;
      await trx
        .insertInto('data_exports')
        .values({
          id: exportId,
          user_id: userId,
          site_id: siteId,
          status: 'requested',
          requested_at: new Date(requestedAt),
          ready_at: null,
          expires_at: null,
          position: event.position,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'DataExportCompleted':
      await trx
        .updateTable('data_exports')
        .set({
          status: 'ready',
          ready_at: new Date(event.data.readyAt),
          expires_at: new Date(event.data.expiresAt),
          position: event.position,
        })
        .where('id', '=', event.data.exportId)
        .where('position', '<', event.position)
        .execute();
      return;
    case 'DataExportFailed':
      await trx
        .updateTable('data_exports')
        .set({ status: 'failed', position: event.position })
        .where('id', '=', event.data.exportId)
        .where('position', '<', event.position)
        .execute();
      return;
  }
}

/**
 * Each person's data exports: requested, then ready (until it expires) or failed. Few events: one
 * statement each. An erasure deletes the person's archives (the worker's copies of their data).
 */
export const dataExportsProjection = defineProjection({
  name: 'data_exports',
  version: 2,
  tables: ['data_exports'],
  eventTypes: ['DataExportRequested', 'DataExportCompleted', 'DataExportFailed', 'UserErasureRequested'],
  async apply(trx, events) {
    if (events.length === 0) return noEffect;
    for (const event of events) {
      if (event.type === 'UserErasureRequested') await deletePersonsArchives(trx, [event.data.userId]);
      else await applyOne(trx, event);
    }
    return effectFor(events.map((event) => event.data.userId));
  },
});
