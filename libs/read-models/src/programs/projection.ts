import type { Insertable, Selectable } from 'kysely';
import { assertNever, programEventTypes, type ProgramDetails, type ProgramEvent } from '@wellway/domain';
import { defineProjection, type EventOf } from '../projection.js';
import { distinct, everyone, noEffect } from '../shared/batch.js';
import { foldRows } from '../shared/fold-rows.js';
import { insertedColumns, lockedRowsById, overwriteAllBut } from '../shared/rows.js';
import type { ProgramTable } from './table.js';

type Row = Selectable<ProgramTable>;
type Event = EventOf<ProgramEvent['type']>;

/** A program's stored fields from the domain's details: an event's data, or (for a command's answer) the decider's state. */
export function programFields(programId: string, siteId: string, details: ProgramDetails) {
  return {
    id: programId,
    site_id: siteId,
    name: details.name,
    enabled: details.enabled,
    effective_date_start: details.effectiveDateStart,
    effective_date_end: details.effectiveDateEnd,
    location_ids: [...details.locationIds],
    registration_closed: details.registrationClosed,
    time_frames: details.timeFrames.map((f) => ({ logging_state: f.loggingState, start_date: f.startDate, end_date: f.endDate })),
    promotion: {
      app_name: details.promotion.appName,
      app_id: details.promotion.appId,
      promotion_id: details.promotion.promotionId,
      subdomain: details.promotion.subdomain,
      domain_name: details.promotion.domainName,
    },
    coordinator_report_promotion_id: details.coordinatorReportPromotionId,
  };
}

/** The whole program, as every creation or change carries it. */
function programRow({ data, streamRevision, position }: EventOf<'ProgramCreated' | 'ProgramUpdated'>, createdPosition: bigint): Row {
  return {
    ...programFields(data.programId, data.siteId, data),
    deleted: false,
    revision: streamRevision,
    created_position: createdPosition,
    position,
  };
}

/** One event on top of the row it finds (undefined: no row yet). A program's stream orders its events. */
function applyEvent(row: Row | undefined, event: Event): Row | undefined {
  switch (event.type) {
    case 'ProgramCreated':
    case 'ProgramUpdated':
      return programRow(event, row?.created_position ?? event.position);
    case 'ProgramDeleted':
      return row && { ...row, deleted: true, revision: event.streamRevision, position: event.position };
    default:
      return assertNever(event);
  }
}

const insertable = (row: Row): Insertable<ProgramTable> => ({
  ...row,
  time_frames: JSON.stringify(row.time_frames),
  promotion: JSON.stringify(row.promotion),
});

/** Programs of every site, as last saved. */
export const programsProjection = defineProjection({
  name: 'programs',
  version: 1,
  tables: ['programs'],
  eventTypes: programEventTypes,
  async apply(trx, events) {
    if (events.length === 0) return noEffect;
    const ids = distinct(events.map((event) => event.data.programId));
    const changed = foldRows(await lockedRowsById(trx, 'programs', ids), events, (event) => event.data.programId, applyEvent);
    if (changed.length > 0) {
      const rows = changed.map(insertable);
      await trx
        .insertInto('programs')
        .values(rows)
        .onConflict((oc) => oc.column('id').doUpdateSet(overwriteAllBut<'programs'>(insertedColumns(rows), ['id', 'created_position'])))
        .execute();
    }
    return everyone;
  },
});
