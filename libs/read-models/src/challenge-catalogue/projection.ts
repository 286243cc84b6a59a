import type { Selectable } from 'kysely';
import { assertNever, challengeCatalogueEventTypes } from '@wellway/domain';
import { defineProjection, type EventOf } from '../projection.js';
import { distinct, everyone, noEffect } from '../shared/batch.js';
import { foldRows } from '../shared/fold-rows.js';
import { lockedRowsById, overwriteAllBut } from '../shared/rows.js';
import { columnsOf, unnest, type ColumnTypes } from '../shared/unnest.js';
import type { ChallengeTable } from './table.js';

type Row = Selectable<ChallengeTable>;
type Event = EventOf<(typeof challengeCatalogueEventTypes)[number]>;

const columns: ColumnTypes<Row> = {
  id: 'text',
  site_id: 'text',
  parent_id: 'text',
  name: 'text',
  month: 'int4',
  deleted: 'bool',
  position: 'int8',
};

function applyEvent(row: Row | undefined, event: Event): Row | undefined {
  const { position } = event;
  switch (event.type) {
    case 'ChallengeCreated': {
      const { challengeId, siteId, parentId, name, month } = event.data;
      return { id: challengeId, site_id: siteId, parent_id: parentId, name, month, deleted: false, position };
    }
    case 'ChallengeUpdated':
      return row && { ...row, name: event.data.name, month: event.data.month, position };
    case 'ChallengeDeleted':
      // Without its parent the row no longer hides the default it copied (a reset).
      return row && { ...row, parent_id: null, deleted: true, position };
    default:
      return assertNever(event);
  }
}

/** The catalogue, one row per item; position-guarded, so replays change nothing. */
export const challengeCatalogueProjection = defineProjection({
  name: 'challenge_catalogue',
  version: 1,
  tables: ['challenges'],
  eventTypes: challengeCatalogueEventTypes,
  async apply(trx, events) {
    if (events.length === 0) return noEffect;
    const idOf = (event: Event) => event.data.challengeId;
    const rows = await lockedRowsById(trx, 'challenges', distinct(events.map(idOf)));
    const changed = foldRows(rows, events, idOf, applyEvent);
    if (changed.length > 0) {
      await trx
        .insertInto('challenges')
        .columns(columnsOf(columns))
        .expression(unnest(changed, columns))
        .onConflict((oc) => oc.column('id').doUpdateSet(overwriteAllBut<'challenges'>(columnsOf(columns), ['id'])))
        .execute();
    }
    return everyone;
  },
});
