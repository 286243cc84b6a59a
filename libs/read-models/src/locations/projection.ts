import type { Selectable } from 'kysely';
import { assertNever, locationEventTypes, type LocationEvent } from '@wellway/domain';
import { defineProjection, type EventOf } from '../projection.js';
import { distinct, everyone, noEffect } from '../shared/batch.js';
import { foldRows } from '../shared/fold-rows.js';
import { lockedRowsById, overwriteAllBut } from '../shared/rows.js';
import { columnsOf, unnest, type ColumnTypes } from '../shared/unnest.js';
import type { LocationTable } from './table.js';

type Row = Selectable<LocationTable>;
type Event = EventOf<LocationEvent['type']>;

const columns: ColumnTypes<Row> = {
  id: 'text',
  site_id: 'text',
  name: 'text',
  parent_location_id: 'text',
  sequence: 'int4',
  deleted: 'bool',
  position: 'int8',
};

/** The rows an event names (a reorder and an upload name many). */
function idsOf(event: Event): string | readonly string[] {
  switch (event.type) {
    case 'LocationsReordered':
      return event.data.locationIds;
    case 'LocationsUploaded':
      return event.data.created.map((location) => location.locationId);
    default:
      return event.data.locationId;
  }
}

/** One event on top of the row it names `index`-th (undefined: no row yet); a location is created once. */
function applyEvent(row: Row | undefined, event: Event, index: number): Row | undefined {
  const { position } = event;
  switch (event.type) {
    case 'LocationCreated': {
      const { locationId, siteId, name, parentLocationId, sequence } = event.data;
      return row ?? { id: locationId, site_id: siteId, name, parent_location_id: parentLocationId, sequence, deleted: false, position };
    }
    case 'LocationsUploaded': {
      const created = event.data.created[index];
      if (row || !created) return row;
      const { locationId, name, parentLocationId, sequence } = created;
      return { id: locationId, site_id: event.data.siteId, name, parent_location_id: parentLocationId, sequence, deleted: false, position };
    }
    case 'LocationRenamed':
      return row && { ...row, name: event.data.name, position };
    case 'LocationMoved':
      return row && { ...row, parent_location_id: event.data.parentLocationId, sequence: event.data.sequence, position };
    case 'LocationsReordered':
      return row && { ...row, sequence: index + 1, position };
    case 'LocationDeleted':
      return row && { ...row, deleted: true, position };
    default:
      return assertNever(event);
  }
}

/**
 * Each site's location tree. Events apply in log order onto the rows they name, each row guarded by
 * the position of the last event applied to it: replays and overlapping batches change nothing.
 */
export const locationsProjection = defineProjection({
  name: 'locations',
  version: 1,
  tables: ['locations'],
  eventTypes: locationEventTypes,
  async apply(trx, events) {
    if (events.length === 0) return noEffect;
    const ids = distinct(events.flatMap(idsOf));
    const changed = foldRows(await lockedRowsById(trx, 'locations', ids), events, idsOf, applyEvent);
    if (changed.length > 0) {
      await trx
        .insertInto('locations')
        .columns(columnsOf(columns))
        .expression(unnest(changed, columns))
        .onConflict((oc) => oc.column('id').doUpdateSet(overwriteAllBut<'locations'>(columnsOf(columns), ['id', 'site_id'])))
        .execute();
    }
    return everyone;
  },
});
