import type { Selectable } from 'kysely';
import { assertNever, identifierKey, type EligibilityEvent } from '@wellway/domain';
import { defineProjection, type EventOf } from '../projection.js';
import { distinct, noEffect } from '../shared/batch.js';
import { foldRows } from '../shared/fold-rows.js';
import { insertedColumns, lockedRowsById, overwriteAllBut } from '../shared/rows.js';
import type { EligibilityTable } from './table.js';

type Row = Selectable<EligibilityTable>;
type Event = EventOf<EligibilityEvent['type']>;

const EVENT_TYPES: readonly EligibilityEvent['type'][] = [
  'EligibilityRecordCreated',
  'EligibilityRecordChanged',
  'EligibilityRecordDeleted',
  'EligibilityClaimed',
  'EligibilityReset',
];

/** One event on top of the row it finds (undefined: no row yet). */
function applyEvent(row: Row | undefined, event: Event): Row | undefined {
  const position = event.position;
  switch (event.type) {
    case 'EligibilityRecordCreated': {
      const { eligibilityId, siteId, identifier, firstName, lastName, email, location, birthDate } = event.data;
      return {
        id: eligibilityId,
        site_id: siteId,
        identifier,
        identifier_key: identifierKey(identifier),
        first_name: firstName,
        last_name: lastName,
        email,
        location,
        birth_date: birthDate,
        user_id: null,
        deleted: false,
        position,
      };
    }
    case 'EligibilityRecordChanged': {
      const { firstName, lastName, email, location, birthDate } = event.data;
      return row && { ...row, first_name: firstName, last_name: lastName, email, location, birth_date: birthDate, position };
    }
    case 'EligibilityRecordDeleted':
      return row && { ...row, deleted: true, user_id: null, position };
    case 'EligibilityClaimed':
      return row && { ...row, user_id: event.data.userId, position };
    case 'EligibilityReset':
      return row && { ...row, user_id: null, position };
    default:
      return assertNever(event);
  }
}

/** Eligibility records of every site: registration's check and the coordinators' list. */
export const eligibilitiesProjection = defineProjection({
  name: 'eligibilities',
  version: 1,
  tables: ['eligibilities'],
  eventTypes: EVENT_TYPES,
  async apply(trx, events) {
    const ids = distinct(events.map((event) => event.data.eligibilityId));
    const changed = foldRows(await lockedRowsById(trx, 'eligibilities', ids), events, (event) => event.data.eligibilityId, applyEvent);
    if (changed.length === 0) return noEffect;
    await trx
      .insertInto('eligibilities')
      .values(changed)
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet(overwriteAllBut<'eligibilities'>(insertedColumns(changed), ['id', 'site_id', 'identifier', 'identifier_key'])),
      )
      .execute();
    return noEffect; // no participant's own screens show these rows
  },
});
