import type { Transaction } from 'kysely';
import type { LocationEvent } from '@wellway/domain';
import { locationEventTypes } from '@wellway/domain';
import type { StoredEvent } from '@wellway/event-store';
import type { Database } from '../database.js';
import type { Projection } from '../projection.js';
import { everyone, noEffect } from '../shared/batch.js';

type Trx = Transaction<Database>;

/** Rows per insert statement (7 parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 1_000;

/** Changes one row, unless it already reflects this event or a later one. */
function change(trx: Trx, ids: readonly string[], position: bigint) {
  return trx.updateTable('locations').where('id', 'in', ids).where('position', '<', position);
}

async function applyOne(trx: Trx, event: LocationEvent, position: bigint): Promise<void> {
  switch (event.type) {
    case 'LocationCreated': {
      const { locationId, siteId, name, parentLocationId, sequence } = event.data;
      await trx
        .insertInto('locations')
        .values({ id: locationId, site_id: siteId, name, parent_location_id: parentLocationId, sequence, deleted: false, position })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'LocationRenamed':
      await change(trx, [event.data.locationId], position).set({ name: event.data.name, position }).execute();
      return;
    case 'LocationMoved':
      await change(trx, [event.data.locationId], position)
        .set({ parent_location_id: event.data.parentLocationId, sequence: event.data.sequence, position })
        .execute();
      return;
    case 'LocationsReordered':
      for (const [index, id] of event.data.locationIds.entries()) {
        await change(trx, [id], position)
          .set({ sequence: index + 1, position })
          .execute();
      }
      return;
    case 'LocationDeleted':
      await change(trx, [event.data.locationId], position).set({ deleted: true, position }).execute();
      return;
    case 'LocationsUploaded': {
      const rows = event.data.created.map(({ locationId, name, parentLocationId, sequence }) => ({
        id: locationId,
        site_id: event.data.siteId,
        name,
        parent_location_id: parentLocationId,
        sequence,
        deleted: false,
        position,
      }));
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await trx
          .insertInto('locations')
          .values(rows.slice(start, start + INSERT_CHUNK))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      return;
    }
    default: {
      const unexpected: never = event;
      throw new Error(`Unexpected location event ${JSON.stringify(unexpected)}`);
    }
  }
}

/**
 * Each site's location tree. Events apply one by one, in log order, each row guarded by the
 * position of the last event applied to it: replays and overlapping batches change nothing.
 */
export const locationsProjection: Projection = {
  name: 'locations',
  version: 1,
  tables: ['locations'],
  eventTypes: locationEventTypes,
  async apply(trx, events) {
    const ours = events.filter((event) => (locationEventTypes as readonly string[]).includes(event.type)) as StoredEvent[];
    for (const event of ours) await applyOne(trx, { type: event.type, data: event.data } as LocationEvent, event.position);
    return ours.length === 0 ? noEffect : everyone;
  },
};
